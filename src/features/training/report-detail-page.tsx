import {
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useStoreWord } from '../../app-kit/use-store-word';
import type { Column } from '../../ui/data-table';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { useDateFormat } from '../../ui/use-date-format';
import { reportDetailOf } from './report-detail-kinds';
import { reportDetailMessages as dm } from './report-detail-messages';
import {
  ANSWER_RESULTS,
  type DetailAnswer,
  type DetailPage,
  reportDetailSource,
} from './report-detail-source';
import { detailTotals, isUnrecorded } from './report-detail-totals';
import type { ReportDetail } from './training-api';
import { ApprovedBadge, durationText, percentText, ResultBadge, scoreText } from './training-cells';
import { trainingMessages as m } from './training-messages';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: '12px',
    margin: 0,
  },
  fact: { display: 'grid', gap: '2px' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  options: { margin: 0, paddingInlineStart: '18px' },
  field: { minWidth: '180px' },
});

const rowKey = (a: DetailAnswer) => a.question_id;
const rowLabel = (a: DetailAnswer) => a.question;

/** The report's facts: who, what, where, when, how it went. */
function DetailFacts({ detail: d }: { detail: ReportDetail }) {
  const intl = useIntl();
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const { header: storeHeader } = useStoreWord();
  const dates = useDateFormat();
  // In the admin's zone, as every date of the console.
  const instant = (iso: string) =>
    intl.formatDate(iso, {
      timeZone: dates.timeZone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  const facts: [string, ReactNode][] = [
    [intl.formatMessage(m.colUser), d.person.name],
    [intl.formatMessage(m.colCourse), d.course.name],
    [storeHeader, d.store.name],
    [intl.formatMessage(m.colStart), instant(d.started_at)],
    [
      intl.formatMessage(m.colEnd),
      d.ended_at ? instant(d.ended_at) : intl.formatMessage(m.inProgress),
    ],
    [intl.formatMessage(m.colDuration), durationText(intl, d.duration_seconds)],
    [intl.formatMessage(m.colScore), scoreText(intl, d.score)],
    [intl.formatMessage(m.colAttempt), intl.formatNumber(d.attempt_number)],
    [
      intl.formatMessage(m.colApproved),
      <ApprovedBadge key="a" intl={intl} approved={d.approved} />,
    ],
  ];
  return (
    <section className={cardClasses(pageStyles.card)} aria-label={d.title}>
      <dl className={styles.facts} data-testid="detail-facts">
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Above the questions: whether their points add up to the score, or which answers were not
 * recorded and that the score came from the app (report-detail-totals.ts).
 */
function DetailTotalsNote({ detail: d }: { detail: ReportDetail }) {
  const intl = useIntl();
  const totals = detailTotals(d.score, d.answers);
  if (totals.kind === 'none') return null;
  const score = scoreText(intl, d.score);
  const points = (n: number) => Math.round(n * 10) / 10;
  const text =
    totals.kind === 'sums'
      ? intl.formatMessage(dm.sums, {
          points: points(totals.points),
          max: points(totals.max),
          score,
        })
      : totals.kind === 'differs'
        ? intl.formatMessage(dm.differs, {
            points: points(totals.points),
            max: points(totals.max),
            percent: percentText(intl, totals.percent),
            score,
          })
        : totals.all
          ? intl.formatMessage(dm.unrecordedAll, { score })
          : intl.formatMessage(dm.unrecorded, {
              count: totals.missing.length,
              questions: intl.formatList(totals.missing.map((n) => intl.formatNumber(n))),
              score,
              points: points(totals.points),
              max: points(totals.max),
            });
  return (
    <MessageBar
      intent={totals.kind === 'sums' ? 'success' : totals.kind === 'differs' ? 'warning' : 'info'}
      layout="multiline"
      data-testid="detail-totals"
      data-totals={totals.kind}
    >
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * /reports/details/{kind}/{examId}: one report (a training exam attempt), its facts, then its
 * questions on the report kit: search, the result filter, sorts, rows shown and CSV (SPEC §2–§4).
 */
export function ReportDetailPage({ path }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const address = reportDetailOf(path);
  const kind = address?.kind ?? null;
  const id = address?.id ?? null;
  const source = useMemo(() => reportDetailSource(kind, id), [kind, id]);
  const report = useReport(source);
  const { state, update, list } = report;
  const d = (list.first as DetailPage | undefined)?.detail;
  const columns = useMemo<readonly Column<DetailAnswer>[]>(
    () => [
      {
        key: 'question',
        header: intl.formatMessage(m.detailQuestion),
        sortKey: 'question',
        render: (a) => a.question,
      },
      {
        key: 'options',
        header: intl.formatMessage(m.detailOptions),
        render: (a) =>
          a.options.length === 0 ? (
            ''
          ) : (
            <ul className={styles.options}>
              {a.options.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          ),
      },
      {
        key: 'answer',
        header: intl.formatMessage(m.detailAnswer),
        render: (a) =>
          isUnrecorded(a)
            ? intl.formatMessage(dm.notRecorded)
            : (a.answer ?? intl.formatMessage(m.detailNoAnswer)),
      },
      {
        key: 'points',
        header: intl.formatMessage(m.detailPoints),
        sortKey: 'points',
        // An answer not recorded earned no known points: a dash, never a zero that reads as one.
        render: (a) =>
          isUnrecorded(a)
            ? intl.formatMessage(dm.pointsNotRecorded, { max: a.max_points })
            : intl.formatMessage(m.detailPointsOf, { points: a.points, max: a.max_points }),
      },
      {
        key: 'result',
        header: intl.formatMessage(m.detailResult),
        sortKey: 'result',
        render: (a) => <ResultBadge intl={intl} result={a.result} />,
      },
    ],
    [intl, styles.options],
  );
  // A 404, or an address naming no kind or id served, is a report that does not exist (no failure).
  const missing = id === null || list.error?.code === 404;
  return (
    <ReportPage
      title={d ? d.title : intl.formatMessage(m.detailAnswers)}
      report={report}
      label={intl.formatMessage(m.detailAnswers)}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{ label: intl.formatMessage(m.detailSearch), tour: 'report-detail-search' }}
      filters={
        <Field className={styles.field} label={intl.formatMessage(m.detailResult)}>
          <Select
            value={state.filters.result ?? ''}
            onChange={(_, v) => update({ filters: { result: v.value } })}
            data-testid="filter-result"
          >
            <option value="">{intl.formatMessage(m.detailAllResults)}</option>
            {ANSWER_RESULTS.map((r) => (
              <option key={r} value={r}>
                {intl.formatMessage(m[`result.${r}`])}
              </option>
            ))}
          </Select>
        </Field>
      }
      activeFilters={activeFilterCount(state, source.table)}
      before={
        <>
          <div>
            <Link
              href="/training/reports"
              onClick={(e) => {
                e.preventDefault();
                // Back to the list as it was (its filters live in its address), else to the list.
                if (window.history.length > 1) window.history.back();
                else navigate('/training/reports');
              }}
            >
              <ArrowLeftRegular /> {intl.formatMessage(m.detailBack)}
            </Link>
          </div>
          {d && <DetailFacts detail={d} />}
        </>
      }
      figures={d && <DetailTotalsNote detail={d} />}
      emptyText={intl.formatMessage(m.detailNoQuestions)}
      errorText={intl.formatMessage(missing ? m.detailMissing : m.detailFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="report-detail-export"
      minWidth="800px"
    />
  );
}
