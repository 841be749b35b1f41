import { Field, Select } from '@fluentui/react-components';

export interface CountedSelectProps<K extends string> {
  label: string;
  /** The first option, which filters nothing. */
  allLabel: string;
  value: string;
  options: readonly K[];
  /** An option's text, with its count when the page has one (e.g. 'Pendiente (12)'). */
  optionText: (key: K) => string;
  onChange: (value: string) => void;
  testId: string;
  className?: string;
}

/** A report filter over a few values (a status, a kind), each offered with its count. */
export function CountedSelect<K extends string>(props: CountedSelectProps<K>) {
  return (
    <Field className={props.className} label={props.label}>
      <Select
        value={props.value}
        onChange={(_, d) => props.onChange(d.value)}
        data-testid={props.testId}
      >
        <option value="">{props.allLabel}</option>
        {props.options.map((k) => (
          <option key={k} value={k}>
            {props.optionText(k)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
