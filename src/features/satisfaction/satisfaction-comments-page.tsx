import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiQueries } from '../../api/api-queries';
import { NOT_YET } from '../../api/not-yet';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useStoreWord } from '../../app-kit/use-store-word';
import { chartMessages } from '../../ui/chart/chart-messages';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { panelRead, reportReadOptions } from '../../ui/report/panel-read';
import { ReadPanel } from '../../ui/report/read-panel';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount, scopeAndRange } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { type SurveyResponse, satisfactionComments } from './satisfaction-api';
import { ResponseFilters, SurveyField, useSurveyOptions } from './satisfaction-filters';
import { satisfactionMessages as m } from './satisfaction-messages';
import { useResponseColumns } from './satisfaction-responses-columns';
import { WordCloud } from './word-cloud';
import { WordTable } from './word-table';

const useStyles = makeStyles({
  pageFilters: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
  quiet: { color: tokens.colorNeutralForeground2 },
});

const rowKey = (r: SurveyResponse) => r.id;
const rowLabel = (r: SurveyResponse) => `${r.store.name} · ${r.comment ?? ''}`;

/**
 * /gem/comments: the words of the guests' comments over the scope and range as a cloud (size:
 * how many comments use a word; colour: their mean score), and the comments themselves, filtered
 * by the word clicked (SPEC §2).
 */
export function SatisfactionCommentsPage({ page }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const title = useMenuTitle()(page.title);
  const report = useReport(satisfactionComments);
  const { query, state, update } = report;
  const { header, word: storeWord } = useStoreWord();
  const { surveys, failed } = useSurveyOptions(query);
  const [asTable, setAsTable] = useState(false);
  // How many words the cloud drew, per answer read (null until its layout is done).
  const [drawn, setDrawn] = useState<{ of: unknown; count: number } | null>(null);

  // The cloud follows scope, range and survey, not the word chosen nor the table's filters.
  const cloudQuery = useMemo(
    () => (query ? { ...scopeAndRange(query), survey_id: query.survey_id } : null),
    [query],
  );
  const words = panelRead(
    useApiQueries().admin.useQuery(
      'get',
      '/admin/v2/satisfaction/comments/words',
      { params: { query: cloudQuery ?? NOT_YET } },
      { enabled: cloudQuery !== null, ...reportReadOptions },
    ),
  );
  const chosen = state.filters.word;
  const choose = useCallback(
    (word: string | null) => update({ filters: { word: word ?? '' } }),
    [update],
  );

  const all = useResponseColumns(intl, header);
  // What guests wrote is what this page is read for: the comment comes right after the date.
  const columns = useMemo(
    () => [
      ...all.filter((c) => c.key === 'date' || c.key === 'comment'),
      ...all.filter((c) => c.key !== 'date' && c.key !== 'comment'),
    ],
    [all],
  );
  const narrowed = state.search !== '' || chosen !== undefined || state.filters.group !== undefined;
  return (
    <ReportPage
      title={title}
      report={report}
      label={intl.formatMessage(m.commentsTitle)}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{
        label: intl.formatMessage(m.searchComments, { store: storeWord }),
        tour: 'satisfaction-comments-search',
      }}
      filters={
        <>
          <ResponseFilters
            filters={state.filters}
            onChange={(filters) => update({ filters })}
            commented={false}
          />
          {chosen !== undefined && (
            <Button
              icon={<DismissRegular />}
              iconPosition="after"
              onClick={() => choose(null)}
              aria-label={intl.formatMessage(m.wordClear, { word: chosen })}
              data-testid="word-filter"
            >
              {intl.formatMessage(m.wordFilter, { word: chosen })}
            </Button>
          )}
        </>
      }
      activeFilters={activeFilterCount(
        { sort: state.sort, filters: { group: state.filters.group ?? '' } },
        satisfactionComments.table,
      )}
      before={
        <>
          <div className={`${cardClasses(pageStyles.card)} ${styles.pageFilters}`}>
            <SurveyField
              surveys={surveys}
              failed={failed}
              value={state.filters.survey}
              onChange={(survey) => update({ filters: { survey } })}
              tour="satisfaction-comments-survey"
            />
          </div>
          <ReadPanel
            title={intl.formatMessage(m.cloudTitle)}
            name="word-cloud"
            read={words}
            loadingText={intl.formatMessage(m.cloudLoading)}
            errorText={intl.formatMessage(m.cloudFailed)}
            isEmpty={(data) => data.total_comments === 0 || data.items.length === 0}
            emptyText={intl.formatMessage(m.commentsEmpty)}
            skeletonRows={6}
            actions={
              <Button
                appearance="subtle"
                size="small"
                onClick={() => setAsTable((v) => !v)}
                aria-pressed={asTable}
                data-testid="cloud-as-table"
              >
                {intl.formatMessage(asTable ? chartMessages.showChart : chartMessages.showTable)}
              </Button>
            }
          >
            {(data) => {
              const count = asTable ? data.items.length : drawn?.of === data ? drawn.count : null;
              const hidden = count === null ? 0 : data.items.length - count;
              return (
                <>
                  <Text
                    size={200}
                    className={styles.quiet}
                    data-testid="cloud-summary"
                    data-count={count ?? undefined}
                  >
                    {count !== null &&
                      intl.formatMessage(m.cloudDrawn, {
                        words: count,
                        comments: data.total_comments,
                      })}
                    {hidden > 0 && ` ${intl.formatMessage(m.cloudHidden, { hidden })}`}
                  </Text>
                  {asTable ? (
                    <WordTable words={data.items} chosen={chosen} onChoose={choose} />
                  ) : (
                    <WordCloud
                      words={data.items}
                      chosen={chosen}
                      onChoose={choose}
                      onDrawn={(n) =>
                        setDrawn((was) =>
                          was?.of === data && was.count === n ? was : { of: data, count: n },
                        )
                      }
                    />
                  )}
                </>
              );
            }}
          </ReadPanel>
        </>
      }
      emptyText={intl.formatMessage(narrowed ? m.empty : m.commentsEmpty)}
      errorText={intl.formatMessage(m.responsesFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="satisfaction-comments-export"
      minWidth="1100px"
    />
  );
}
