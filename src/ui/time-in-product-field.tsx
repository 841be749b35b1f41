import { Field, Select } from '@fluentui/react-components';
import { defineMessages, useIntl } from 'react-intl';
import type { components } from '../../openapi/schema';

export type TimeInProduct = components['schemas']['TimeInProduct'];

/** SPEC §9 time-in-product options, in the order the filter lists them. */
export const TIME_IN_PRODUCT: readonly TimeInProduct[] = ['lt1', '1to3', '3to6', 'gt6'];

const messages = defineMessages({
  lt1: { id: 'filter.timeInProduct.lt1', defaultMessage: 'Menos de 1 mes' },
  '1to3': { id: 'filter.timeInProduct.1to3', defaultMessage: 'De 1 a 3 meses' },
  '3to6': { id: 'filter.timeInProduct.3to6', defaultMessage: 'De 3 a 6 meses' },
  gt6: { id: 'filter.timeInProduct.gt6', defaultMessage: 'Más de 6 meses' },
});

export interface TimeInProductFieldProps {
  /** The option chosen, or '' / undefined for any time. */
  value: string | undefined;
  onChange(value: string): void;
  label: string;
  /** The first option's text: the page's word for "any time". */
  anyLabel: string;
  className?: string;
  /** The field's guided-tour target, when the page's tour names it. */
  tour?: string;
}

/** The time-in-product filter (SPEC §9) of every list that offers it (people, user ranking). */
export function TimeInProductField(props: TimeInProductFieldProps) {
  const intl = useIntl();
  return (
    <Field className={props.className} label={props.label} data-tour={props.tour}>
      <Select
        value={props.value ?? ''}
        onChange={(_, d) => props.onChange(d.value)}
        data-testid="filter-time"
      >
        <option value="">{props.anyLabel}</option>
        {TIME_IN_PRODUCT.map((t) => (
          <option key={t} value={t}>
            {intl.formatMessage(messages[t])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
