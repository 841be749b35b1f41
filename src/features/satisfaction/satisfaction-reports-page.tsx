import { Button, makeStyles, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApiClients } from '../../api/api-context';
import { useApiQueries } from '../../api/api-queries';
import { NOT_YET } from '../../api/not-yet';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useStoreWord } from '../../app-kit/use-store-word';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { exportParams } from '../../ui/report/export-request';
import { panelRead, reportReadOptions } from '../../ui/report/panel-read';
import { ReadPanel } from '../../ui/report/read-panel';
import { ReportExportButton } from '../../ui/report/report-export-button';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount, intParam, scopeAndRange } from '../../ui/report/report-query';
import { useFileDownload } from '../../ui/report/use-file-download';
import { useReport } from '../../ui/report/use-report';
import { LeaderboardControls } from './leaderboard-controls';
import { NpsLeaderboard } from './nps-leaderboard';
import { NpsOverview } from './nps-overview';
import {
  type BreakdownBy,
  downloadAllResponses,
  downloadBreakdown,
  type SurveyResponse,
  satisfactionResponses,
} from './satisfaction-api';
import { ResponseFilters, SurveyField, useSurveyOptions } from './satisfaction-filters';
import { satisfactionMessages as m } from './satisfaction-messages';
import { useResponseColumns } from './satisfaction-responses-columns';
import { useLeaderboardRange } from './use-leaderboard-range';

const useStyles = makeStyles({
  pageFilters: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
});

const rowKey = (r: SurveyResponse) => r.id;
const rowLabel = (r: SurveyResponse) => `${r.survey.name} · ${r.store.name}`;

/**
 * /gem/reports: the guests' NPS over the scope and range (with its n, margin and significance),
 * its leaderboard by region or store, and every answer (SPEC §2, §3, §4).
 */
export function SatisfactionReportsPage({ page }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const title = useMenuTitle()(page.title);
  const { admin } = useApiClients();
  useLeaderboardRange();
  const report = useReport(satisfactionResponses);
  const { query, state, update } = report;
  const { header, word } = useStoreWord();
  const { surveys, failed } = useSurveyOptions(query);
  const fullExport = useFileDownload();
  const boardExport = useFileDownload();

  // What the NPS and the leaderboard follow: scope, range, survey and the minimum of answers.
  const npsQuery = useMemo(() => {
    if (!query) return null;
    return {
      ...scopeAndRange(query),
      survey_id: query.survey_id,
      ...intParam('min_answers', state.filters.min),
    };
  }, [query, state.filters.min]);
  // Regions are ranked only over a whole brand; one store has no leaderboard of its own.
  const canRankRegions = npsQuery !== null && npsQuery.region_id === undefined;
  const showBoard = npsQuery?.store_id === undefined;
  const by: BreakdownBy = canRankRegions && state.filters.by === 'region' ? 'region' : 'store';

  const queries = useApiQueries().admin;
  const nps = panelRead(
    queries.useQuery(
      'get',
      '/admin/v2/satisfaction/nps',
      { params: { query: npsQuery ?? NOT_YET } },
      { enabled: npsQuery !== null, ...reportReadOptions },
    ),
  );
  const board = panelRead(
    queries.useQuery(
      'get',
      '/admin/v2/satisfaction/nps/breakdown',
      { params: { query: npsQuery ? { ...npsQuery, by } : NOT_YET } },
      { enabled: npsQuery !== null && showBoard, ...reportReadOptions },
    ),
  );

  const columns = useResponseColumns(intl, header);
  const boardTitle =
    by === 'region'
      ? intl.formatMessage(m.leaderboardRegions)
      : intl.formatMessage(m.leaderboardStores, { store: word });
  const npsEmpty = intl.formatMessage(m.npsEmpty);

  return (
    <ReportPage
      title={title}
      report={report}
      label={intl.formatMessage(m.responsesTitle)}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{
        label: intl.formatMessage(m.searchResponses, { store: word }),
        tour: 'satisfaction-reports-search',
      }}
      filters={
        <ResponseFilters filters={state.filters} onChange={(filters) => update({ filters })} />
      }
      activeFilters={activeFilterCount(
        {
          ...state,
          filters: { group: state.filters.group ?? '', commented: state.filters.commented ?? '' },
        },
        satisfactionResponses.table,
      )}
      actions={
        <Button
          icon={fullExport.busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
          disabled={fullExport.busy || npsQuery === null}
          onClick={() => {
            if (!npsQuery) return;
            void fullExport.run(
              () =>
                downloadAllResponses(admin, {
                  ...scopeAndRange(npsQuery),
                  ...exportParams('csv', intl.locale),
                }),
              nps.data?.current.n === 0 && npsQuery.survey_id === undefined,
            );
          }}
          data-tour="satisfaction-reports-full-export"
          data-testid="full-export"
        >
          {intl.formatMessage(m.fullExport)}
        </Button>
      }
      before={
        <>
          <div
            className={`${cardClasses(pageStyles.card)} ${styles.pageFilters}`}
            data-testid="satisfaction-page-filters"
          >
            <SurveyField
              surveys={surveys}
              failed={failed}
              value={state.filters.survey}
              onChange={(survey) => update({ filters: { survey } })}
              tour="satisfaction-reports-survey"
            />
          </div>
          <ReadPanel
            title={intl.formatMessage(m.npsTitle)}
            name="nps"
            read={nps}
            loadingText={intl.formatMessage(m.npsLoading)}
            errorText={intl.formatMessage(m.npsFailed)}
            isEmpty={(data) => data.current.n === 0}
            emptyText={npsEmpty}
            skeletonRows={6}
          >
            {(data) => <NpsOverview nps={data} />}
          </ReadPanel>
          {showBoard && (
            <ReadPanel
              title={boardTitle}
              name="leaderboard"
              read={board}
              loadingText={intl.formatMessage(m.leaderboardLoading)}
              errorText={intl.formatMessage(m.leaderboardFailed)}
              isEmpty={(data) => data.items.length === 0}
              emptyText={npsEmpty}
              actions={
                <LeaderboardControls
                  by={by}
                  canRankRegions={canRankRegions}
                  min={state.filters.min}
                  onChange={(filters) => update({ filters })}
                  exportButton={
                    <ReportExportButton
                      busy={boardExport.busy}
                      disabled={npsQuery === null}
                      excel
                      onExport={(format) => {
                        if (!npsQuery) return;
                        void boardExport.run(
                          () =>
                            downloadBreakdown(admin, {
                              ...npsQuery,
                              by,
                              ...exportParams(format, intl.locale),
                            }),
                          board.data?.items.length === 0,
                        );
                      }}
                      data-tour="satisfaction-reports-leaderboard-export"
                      testId="leaderboard-export"
                    />
                  }
                />
              }
            >
              {(data) => (
                <NpsLeaderboard
                  breakdown={data}
                  label={boardTitle}
                  nameHeader={by === 'region' ? intl.formatMessage(m.colRegion) : header}
                />
              )}
            </ReadPanel>
          )}
        </>
      }
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.responsesFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="satisfaction-reports-export"
      minWidth="1100px"
    />
  );
}
