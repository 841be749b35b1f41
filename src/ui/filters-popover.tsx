import {
  Button,
  CounterBadge,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
} from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { reportMessages as m } from './report/report-messages';
import { visuallyHidden } from './visually-hidden';

const useStyles = makeStyles({
  count: { marginInlineStart: '6px' },
  // Read by assistive technology, not shown.
  hidden: visuallyHidden,
  // The summary says what is chosen; on a narrow line it ends in an ellipsis.
  summary: {
    marginInlineStart: '8px',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: 'normal',
  },
  trigger: { maxWidth: '100%', minWidth: 0 },
  // Stacked in the popover: one full-width field per line on a phone.
  stacked: { display: 'grid', gap: '12px', minWidth: 'min(300px, 80vw)' },
});

export interface FiltersPopoverProps {
  /** The filter fields, stacked in the popover. */
  children: ReactNode;
  /** Filters that differ from the defaults (the button says how many). */
  active?: number;
  /** What the filters select now ("Sucursal Centro · 7 días"), shown on the button. */
  summary?: string;
  /** Accessible name of the popover. */
  label: string;
  'data-testid'?: string;
}

/**
 * The console's one phone pattern for filters (SPEC §4: below 768 px): a "Filtros" button, with
 * how many are set or a summary of the choice, that opens the fields in a popover. Fluent's
 * popover traps the focus, closes on Esc and gives the focus back to the button.
 */
export function FiltersPopover({
  children,
  active = 0,
  summary,
  label,
  ...rest
}: FiltersPopoverProps) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Popover trapFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          className={styles.trigger}
          icon={<FilterRegular />}
          data-testid={rest['data-testid'] ?? 'report-filters-button'}
        >
          {intl.formatMessage(m.filters)}
          {active > 0 && (
            <>
              <CounterBadge
                className={styles.count}
                count={active}
                size="small"
                appearance="filled"
                aria-hidden
              />
              {/* The badge is a picture of the number; screen readers hear the words. */}
              <span className={styles.hidden}>
                {` (${intl.formatMessage(m.filtersCount, { count: active })})`}
              </span>
            </>
          )}
          {summary && (
            <span className={styles.summary} data-testid="filters-summary">
              {summary}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={label}>
        <div className={styles.stacked}>{children}</div>
      </PopoverSurface>
    </Popover>
  );
}
