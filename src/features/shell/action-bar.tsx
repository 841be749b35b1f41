import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectAccess } from '../../../machines/domain';
import { pageAt } from '../../../machines/rules/page-paths';
import { PAGES, type PageRow } from '../../../machines/rules/page-registry';
import { selectSettings } from '../../../machines/settings';
import type { Message } from '../../../machines/types/messages';
import { useAppActor } from '../../app-kit/system-context';
import { PeriodPicker } from './period-picker';
import { ScopeFilter } from './scope-filter';
import { shellMessages } from './shell-messages';

// The range picker carries Fluent's calendar (~25 KB gzip): only the pages filtered by a range
// show it, so it is its own chunk and the dashboard visit does not download it.
const DateRangePicker = lazy(() =>
  import('./date-range-picker').then((m) => ({ default: m.DateRangePicker })),
);

const messages = defineMessages({
  access: { id: 'scope.access', defaultMessage: 'Viendo: {name}' },
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
});

/**
 * The action bar under the top bar (SPEC §2): scope filter, the dashboard's period pickers on
 * /dashboard and the range picker on the pages that filter by it (each can be hidden in the
 * settings drawer).
 */
export function ActionBar() {
  const styles = useStyles();
  const intl = useIntl();
  const [path] = useLocation();
  const settings = useSelector(useAppActor('settings'), selectSettings);
  const access = useSelector(useAppActor('domain'), selectAccess);
  const dashboard = path === '/dashboard';
  // Only pages that filter by the range show it (their registry row says `dates: 'range'`).
  const ranged = pageAt<PageRow>(PAGES, path)?.dates === 'range';
  return (
    <section className={styles.bar} aria-label={intl.formatMessage(shellMessages.actionBar)}>
      <ScopeFilter />
      {dashboard && settings.showDashboardCalendar && <PeriodPicker />}
      {ranged && settings.showDatePicker && (
        <Suspense fallback={null}>
          <DateRangePicker />
        </Suspense>
      )}
      {access && (
        <Badge
          className={styles.access}
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
