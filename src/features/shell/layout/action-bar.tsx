import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectAccess, selectSelectedDomain } from '../../../../machines/domain';
import { pageAt } from '../../../../machines/rules/page-paths';
import { PAGES, type PageRow } from '../../../../machines/rules/page-registry';
import { selectIsMobileView, selectSettings } from '../../../../machines/settings';
import type { Message } from '../../../../machines/types/messages';
import { useAppActor } from '../../../app-kit/system-context';
import { FiltersPopover } from '../../../ui/filters-popover';
import { PeriodPicker } from '../pickers/period-picker';
import { ScopeFilter } from '../pickers/scope-filter';
import { useFiltersSummary } from '../pickers/use-filters-summary';
import { shellMessages } from './shell-messages';

// The range picker carries Fluent's calendar (~25 KB gzip): only the pages filtered by a range
// show it, so it is its own chunk and the dashboard visit does not download it.
const DateRangePicker = lazy(() =>
  import('../pickers/date-range-picker').then((m) => ({ default: m.DateRangePicker })),
);

const messages = defineMessages({
  access: { id: 'scope.access', defaultMessage: 'Viendo: {name}' },
  filtersLabel: { id: 'scope.filters.label', defaultMessage: 'Filtros de la consola' },
});

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: '16px',
    padding: '8px 24px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 767px)': { padding: '8px 16px', gap: '8px' },
  },
  access: { alignSelf: 'center', marginLeft: 'auto' },
  // On a phone the bar is one line: the "Filtros" button and, after it, the access badge, which
  // gives way (ellipsis) before the button does.
  mobile: { flexWrap: 'nowrap', alignItems: 'center', padding: '6px 8px' },
  accessMobile: { minWidth: 0, flexShrink: 1, overflow: 'hidden' },
});

/**
 * The action bar under the top bar (SPEC §2): scope filter, the dashboard's period pickers on
 * /dashboard and the range picker on the pages that filter by it (each can be hidden in the
 * settings drawer). On a phone the fields fold behind one "Filtros" button whose summary says
 * what is chosen (the console's one phone filters pattern, FiltersPopover).
 */
export function ActionBar() {
  const styles = useStyles();
  const intl = useIntl();
  const [path] = useLocation();
  const settings = useSelector(useAppActor('settings'), selectSettings);
  const access = useSelector(useAppActor('domain'), selectAccess);
  const level = useSelector(useAppActor('domain'), (s) => selectSelectedDomain(s)?.level ?? null);
  const dashboard = path === '/dashboard';
  // Only pages that filter by the range show it (their registry row says `dates: 'range'`).
  const ranged = pageAt<PageRow>(PAGES, path)?.dates === 'range';
  const mobile = useSelector(useAppActor('settings'), selectIsMobileView);
  const periodShown = dashboard && settings.showDashboardCalendar;
  const rangeShown = ranged && settings.showDatePicker;
  const summary = useFiltersSummary(periodShown ? 'period' : rangeShown ? 'range' : null);
  const fields = (
    <>
      <ScopeFilter />
      {periodShown && <PeriodPicker />}
      {rangeShown && (
        <Suspense fallback={null}>
          <DateRangePicker />
        </Suspense>
      )}
    </>
  );
  // Nothing to choose (a store admin outside the dated pages): no button on a phone.
  const anyField = periodShown || rangeShown || (level !== null && level !== 'store');
  return (
    <section
      className={mergeClasses(styles.bar, mobile && styles.mobile)}
      aria-label={intl.formatMessage(shellMessages.actionBar)}
    >
      {!mobile
        ? fields
        : anyField && (
            <FiltersPopover
              summary={summary}
              label={intl.formatMessage(messages.filtersLabel)}
              data-testid="action-filters-button"
            >
              {fields}
            </FiltersPopover>
          )}
      {access && (
        <Badge
          className={mergeClasses(styles.access, mobile && styles.accessMobile)}
          appearance="tint"
          size="large"
          icon={<LocationRegular />}
          data-testid="access-label"
          data-level={access.level}
        >
          {intl.formatMessage(messages.access as Message, { name: access.name })}
        </Badge>
      )}
    </section>
  );
}
