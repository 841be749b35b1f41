import { Field, Input, type InputProps } from '@fluentui/react-components';

interface FormFieldProps {
  label: string;
  /** The validation text to show, or '' for none. */
  error: string;
  name: string;
  value: string;
  onChange(value: string): void;
  type?: InputProps['type'];
  autoComplete: string;
  inputMode?: InputProps['inputMode'];
  maxLength?: number;
}

/** A required labelled text input with its validation text: the auth forms' one field shape. */
export function FormField({ label, error, onChange, ...input }: FormFieldProps) {
  return (
    <Field label={label} validationMessage={error} required>
      <Input {...input} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}
