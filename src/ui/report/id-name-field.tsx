import { Field, Select } from '@fluentui/react-components';

export interface IdNameFieldProps {
  label: string;
  /** The first option: no filter. */
  anyLabel: string;
  options: readonly { id: number; name: string }[];
  /** Shown under the field when its options could not be read. */
  failedText?: string;
  /** The URL filter's value ('' or undefined: none). */
  value: string | undefined;
  onChange(value: string): void;
  className?: string;
  tour?: string;
  testId?: string;
}

/** A report filter choosing one record by id (a position, a topic) from a labelled Select. */
export function IdNameField(props: IdNameFieldProps) {
  return (
    <Field
      className={props.className}
      label={props.label}
      validationMessage={props.failedText}
      data-tour={props.tour}
    >
      <Select
        value={props.value ?? ''}
        onChange={(_, d) => props.onChange(d.value)}
        data-testid={props.testId}
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
