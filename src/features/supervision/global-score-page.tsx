import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
  mergeClasses,
  Title2,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Fragment, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { selectSelectedDomain } from '../../../machines/domain';
import { useApiQueries } from '../../api/api-queries';
import { NOT_YET } from '../../api/not-yet';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useAppActor } from '../../app-kit/system-context';
import { useDateRangeQuery } from '../../app-kit/use-date-range-query';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useReportAddress } from '../../app-kit/use-report-address';
import { useScopeQuery } from '../../app-kit/use-scope';
import { useStoreWord } from '../../app-kit/use-store-word';
import { usePageStyles } from '../../ui/page-styles';
import { panelRead, reportReadOptions } from '../../ui/report/panel-read';
import { ReadPanel } from '../../ui/report/read-panel';
import {
  type Drill,
  drillPath,
  drillTrail,
  supervisionsAddress,
  type TrailStep,
} from './global-score-drill';
import { GlobalScoreOverview } from './global-score-overview';
import { type BreakdownRow, BreakdownTable, ModulesTable } from './global-score-tables';
import type { ScoreBreakdown } from './supervision-api';
import { supervisionMessages as m } from './supervision-messages';
import { useGlobalScoreDrill } from './use-global-score-drill';

const useStyles = makeStyles({ root: { gridTemplateColumns: 'minmax(0, 1fr)' } });

/**
 * /supervision/global-score[/region/<id>|/store/<id>]: the scope's supervision score against
 * the previous period and the target, per module, and one level down (region → store →
 * checklist), each level linking to the next and the last to its supervisions (SPEC §2). The
 * level shown is the scope filter's (use-global-score-drill.ts): drilling sets the scope bar and
 * the scope bar sets the level.
 */
export function GlobalScorePage({ page }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const title = useMenuTitle()(page.title);
  const { admin } = useApiQueries();
  const [, navigate] = useLocation();
  const search = useSearch();
  const addressRead = useReportAddress();
  const shown = useGlobalScoreDrill(addressRead);
  const scope = useScopeQuery();
  const range = useDateRangeQuery();
  const domainName = useSelector(useAppActor('domain'), (s) => selectSelectedDomain(s)?.name);
  const { header } = useStoreWord();

  const { filter, scopes, level } = shown;
  const trail = useMemo(() => drillTrail(filter, scopes, level), [filter, scopes, level]);
  const query = scope && shown.synced ? { ...scope, ...range } : null;
  const queryKey = JSON.stringify(query);
  // The cache keys reads by value: a new object with the same scope and range does not reread.
  const init = { params: { query: query ?? NOT_YET } };
  const options = { enabled: query !== null, ...reportReadOptions };
  const score = panelRead(
    admin.useQuery('get', '/admin/v2/supervision/global-score', init, options),
  );
  const breakdown = panelRead(
    admin.useQuery('get', '/admin/v2/supervision/global-score/breakdown', init, options),
  );

  const hrefOf = useCallback(
    (drill: Drill | null) => {
      // The path names the level: a scope in the query too would open a new tab elsewhere.
      const q = new URLSearchParams(search);
      q.delete('region');
      q.delete('store');
      const rest = q.toString();
      return `${drillPath(drill)}${rest === '' ? '' : `?${rest}`}`;
    },
    [search],
  );
  const linkOf = useCallback(
    (row: BreakdownRow, rowLevel: ScoreBreakdown['level']) => {
      if (rowLevel === 'supervision') {
        // The last level: the supervisions of that checklist in that store over the range.
        return {
          href: supervisionsAddress(search, filter, level, row.name),
          label: intl.formatMessage(m.openSupervisions, { name: row.name }),
        };
      }
      if (row.id === null) return null;
      return {
        href: hrefOf({ level: rowLevel, id: row.id }),
        label: intl.formatMessage(rowLevel === 'region' ? m.openRegion : m.openStore, {
          name: row.name,
        }),
      };
    },
    [search, filter, level, hrefOf, intl],
  );
  const target = score.data?.target;
  const failingBelow = score.data?.failing_below;
  const standards = useMemo(
    () => (target === undefined || failingBelow === undefined ? null : { target, failingBelow }),
    [target, failingBelow],
  );

  const breakdownTitle = (level: ScoreBreakdown['level']) =>
    level === 'region'
      ? intl.formatMessage(m.breakdownRegions)
      : level === 'store'
        ? intl.formatMessage(m.breakdownStores, { store: header.toLocaleLowerCase(intl.locale) })
        : intl.formatMessage(m.breakdownSupervisions);
  const nameHeader = (level: ScoreBreakdown['level']) =>
    level === 'region'
      ? intl.formatMessage(m.colRegion)
      : level === 'store'
        ? header
        : intl.formatMessage(m.colSupervision);

  return (
    <div className={mergeClasses(pageStyles.page, styles.root)}>
      <Title2 as="h1">{title}</Title2>
      <Trail
        steps={trail}
        rootName={domainName ?? intl.formatMessage(m.trailAll)}
        hrefOf={hrefOf}
        open={navigate}
      />
      <ReadPanel
        title={intl.formatMessage(m.overviewTitle)}
        name="global-score"
        read={score}
        loadingText={intl.formatMessage(m.scoreLoading)}
        errorText={intl.formatMessage(m.scoreFailed)}
        skeletonRows={6}
      >
        {(data) => <GlobalScoreOverview score={data} />}
      </ReadPanel>
      <ReadPanel
        title={
          breakdown.data ? breakdownTitle(breakdown.data.level) : intl.formatMessage(m.trailLabel)
        }
        name="breakdown"
        read={breakdown}
        loadingText={intl.formatMessage(m.breakdownLoading)}
        errorText={intl.formatMessage(m.breakdownFailed)}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <BreakdownTable
            key={queryKey}
            breakdown={data}
            standards={standards}
            label={breakdownTitle(data.level)}
            nameHeader={nameHeader(data.level)}
            linkOf={(row) => linkOf(row, data.level)}
            open={navigate}
          />
        )}
      </ReadPanel>
      <ReadPanel
        title={intl.formatMessage(m.modulesTitle)}
        name="modules"
        read={score}
        loadingText={intl.formatMessage(m.scoreLoading)}
        errorText={intl.formatMessage(m.scoreFailed)}
        isEmpty={(data) => data.modules.length === 0}
      >
        {(data) => (
          <ModulesTable
            key={queryKey}
            modules={data.modules}
            label={intl.formatMessage(m.modulesTitle)}
            standards={standards}
            failingBelow={data.failing_below}
          />
        )}
      </ReadPanel>
    </div>
  );
}

interface TrailProps {
  steps: readonly TrailStep[];
  rootName: string;
  hrefOf(drill: Drill | null): string;
  open(href: string): void;
}

/** Where the drill-down is: the selected domain, then the region and store of the scope filter. */
function Trail({ steps, rootName, hrefOf, open }: TrailProps) {
  const intl = useIntl();
  return (
    <Breadcrumb aria-label={intl.formatMessage(m.trailLabel)} data-testid="score-trail">
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        const href = hrefOf(step.drill);
        return (
          <Fragment key={href}>
            {i > 0 && <BreadcrumbDivider />}
            <BreadcrumbItem>
              <BreadcrumbButton
                current={last}
                href={last ? undefined : href}
                onClick={(e) => {
                  if (last) return;
                  e.preventDefault();
                  open(href);
                }}
              >
                {step.name ?? rootName}
              </BreadcrumbButton>
            </BreadcrumbItem>
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
