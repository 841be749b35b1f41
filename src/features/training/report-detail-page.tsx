import {
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useApiClients } from '../../api/api-context';
import { noScopeYet } from '../../api/no-scope-yet';
import { useRefetchableRead } from '../../api/use-read';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useScopeQuery } from '../../app-kit/use-scope';
import { useStoreWord } from '../../app-kit/use-store-word';
import { type Column, DataTable } from '../../ui/data-table';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { tableMessages } from '../../ui/table-messages';
import { useDateFormat } from '../../ui/use-date-format';
import { type ReportDetail, readTrainingDetail } from './training-api';
import { ApprovedBadge, durationText, ResultBadge, scoreText } from './training-cells';
import { trainingMessages as m } from './training-messages';

type Answer = ReportDetail['answers'][number];

const useStyles = makeStyles({
  root: { gridTemplateColumns: 'minmax(0, 1fr)' },
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
});

/** The id of `/reports/details/{kind}/{examId}`, or null when the path holds none. */
export function detailIdOf(path: string): number | null {
  const match = /^\/reports\/details\/training\/([0-9]{1,15})$/.exec(path);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** /reports/details/training/{examId}: one exam attempt, question by question (SPEC §3, §4). */
export function ReportDetailPage({ path }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const { admin } = useApiClients();
  const scope = useScopeQuery();
  const { header: storeHeader } = useStoreWord();
  const dates = useDateFormat();
  const [, navigate] = useLocation();
  const id = detailIdOf(path);
  const detail = useRefetchableRead(
    (signal) =>
      scope && id !== null ? readTrainingDetail(admin, scope, id, signal) : noScopeYet(),
    [admin, scope?.security_id, scope?.brand_id, id],
  );
  const columns = useMemo<readonly Column<Answer>[]>(
    () => [
      { key: 'question', header: intl.formatMessage(m.detailQuestion), render: (a) => a.question },
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
        render: (a) => a.answer ?? intl.formatMessage(m.detailNoAnswer),
      },
      {
        key: 'points',
        header: intl.formatMessage(m.detailPoints),
        render: (a) =>
          intl.formatMessage(m.detailPointsOf, { points: a.points, max: a.max_points }),
      },
      {
        key: 'result',
        header: intl.formatMessage(m.detailResult),
        render: (a) => <ResultBadge intl={intl} result={a.result} />,
      },
    ],
    [intl, styles.options],
  );
  const d = detail.data;
  const missing = id === null || detail.error?.code === 404;
  const forbidden = detail.error?.code === 403;
  const unanswered = d?.answers.every((a) => a.answer === null) ?? false;
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
  const facts: [string, ReactNode][] = d
    ? [
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
      ]
    : [];
  return (
    <div className={`${pageStyles.page} ${styles.root}`}>
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
      <Title2 as="h1">{d ? d.title : intl.formatMessage(m.detailAnswers)}</Title2>
      {missing ? (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(m.detailMissing)}</MessageBarBody>
        </MessageBar>
      ) : forbidden ? (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage(m.forbidden)}</MessageBarBody>
        </MessageBar>
      ) : detail.error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {intl.formatMessage(m.detailFailed)}{' '}
            <Button size="small" onClick={detail.refetch}>
              {intl.formatMessage(tableMessages.retry)}
            </Button>
          </MessageBarBody>
        </MessageBar>
      ) : !d ? (
        <Spinner />
      ) : (
        <>
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
          <section
            className={cardClasses(pageStyles.card)}
            aria-label={intl.formatMessage(m.detailAnswers)}
          >
            {unanswered && d.answers.length > 0 && (
              <MessageBar intent="info" data-testid="detail-unanswered">
                <MessageBarBody>{intl.formatMessage(m.detailUnanswered)}</MessageBarBody>
              </MessageBar>
            )}
            <DataTable
              label={intl.formatMessage(m.detailAnswers)}
              columns={columns}
              rows={d.answers}
              rowKey={(a) => a.question_id}
              rowLabel={(a) => a.question}
              loading={detail.loading}
              error={null}
              emptyText={intl.formatMessage(m.detailNoQuestions)}
              minWidth="800px"
            />
          </section>
        </>
      )}
    </div>
  );
}
