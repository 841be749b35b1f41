import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { selectIsMobileView } from '../../../machines/settings';
import { useAppActor } from '../../app-kit/system-context';
import { FiltersPopover } from '../filters-popover';
import { reportMessages as m } from './report-messages';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
  barMobile: { flexWrap: 'nowrap' },
  // Wide enough for a placeholder naming several fields ("Buscar por nombre, correo, teléfono o
  // número de empleado"); the filters wrap below it when the line is short.
  search: { flexGrow: 1, minWidth: 'min(440px, 100%)', maxWidth: '560px' },
  // On a phone the search shares its line with the "Filtros" button.
  // Fluent's SearchBox keeps a minimum width of its own; here it may shrink to the line.
  searchMobile: { flexGrow: 1, minWidth: 0, '& > *': { minWidth: 0 } },
  filters: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
});

export interface ReportFiltersBarProps {
  search: ReactNode;
  /** The page's filter fields; none: the bar holds the search alone. */
  filters?: ReactNode;
  /** Filters that differ from the defaults (the mobile button says how many). */
  active: number;
}

/**
 * The search and the page's filters on one line; on a phone (SPEC §4: below 768 px) the filters
 * fold behind one "Filtros" button that says how many are set (FiltersPopover), so the table
 * stays in view.
 */
export function ReportFiltersBar({ search, filters, active }: ReportFiltersBarProps) {
  const styles = useStyles();
  const intl = useIntl();
  const mobile = useSelector(useAppActor('settings'), selectIsMobileView);
  return (
    <div className={mergeClasses(styles.bar, mobile && styles.barMobile)}>
      {search && <div className={mobile ? styles.searchMobile : styles.search}>{search}</div>}
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
