import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { selectIsMobileView } from '../../../machines/settings';
import { useAppActor } from '../../app-kit/system-context';
import { FiltersPopover } from '../filters-popover';
import { reportMessages as m } from './report-messages';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
  // The search shares its line with the "Filtros" button while its placeholder fits beside it;
  // otherwise the button wraps below and the search keeps the whole line.
  barMobile: { flexWrap: 'wrap', justifyContent: 'flex-end' },
  // Wide enough for a placeholder naming several fields ("Buscar por nombre, correo, teléfono o
  // número de empleado"); the filters wrap below it when the line is short.
  search: { flexGrow: 1, minWidth: 'min(440px, 100%)', maxWidth: '560px' },
  // Fluent's SearchBox keeps a minimum width of its own; here it may shrink to the line.
  searchMobile: {
    flexGrow: 1,
    flexBasis: 0,
    // As wide as the placeholder needs (measured in the input's own font size), never wider
    // than the line.
    fontSize: tokens.fontSizeBase300,
    minWidth: 'min(100%, var(--search-fit, 0px))',
    '& > *': { minWidth: 0 },
  },
  filters: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
});

export interface ReportFiltersBarProps {
  search: ReactNode;
  /** The search's placeholder: on a phone the search takes a line of its own when it is long. */
  searchLabel?: string;
  /** The page's filter fields; none: the bar holds the search alone. */
  filters?: ReactNode;
  /** Filters that differ from the defaults (the mobile button says how many). */
  active: number;
}

// Room for a placeholder: a "0" (1ch) is at least as wide as an average letter, plus the search
// icon, the paddings and the borders of Fluent's SearchBox.
const placeholderFit = (label: string) => `calc(${label.length}ch + 56px)`;

/**
 * The search and the page's filters on one line; on a phone (SPEC §4: below 768 px) the filters
 * fold behind one "Filtros" button that says how many are set (FiltersPopover), so the table
 * stays in view.
 */
export function ReportFiltersBar({ search, searchLabel, filters, active }: ReportFiltersBarProps) {
  const styles = useStyles();
  const intl = useIntl();
  const mobile = useSelector(useAppActor('settings'), selectIsMobileView);
  return (
    <div className={mergeClasses(styles.bar, mobile && styles.barMobile)}>
      {search && (
        <div
          className={mobile ? styles.searchMobile : styles.search}
          style={
            searchLabel
              ? ({ '--search-fit': placeholderFit(searchLabel) } as CSSProperties)
              : undefined
          }
        >
          {search}
        </div>
      )}
      {filters !== undefined &&
        (mobile ? (
          <FiltersPopover active={active} label={intl.formatMessage(m.filtersLabel)}>
            {filters}
          </FiltersPopover>
        ) : (
          <div className={styles.filters}>{filters}</div>
        ))}
    </div>
  );
}
