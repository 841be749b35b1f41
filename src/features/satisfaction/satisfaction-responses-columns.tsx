import { Badge, type BadgeProps, makeStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import type { Column } from '../../ui/data-table';
import { useDateFormat } from '../../ui/use-date-format';
import type { NpsGroup, SurveyResponse } from './satisfaction-api';
import { satisfactionMessages as m } from './satisfaction-messages';

const GROUP_COLOR: Record<NpsGroup, BadgeProps['color']> = {
  promoters: 'success',
  passives: 'warning',
  detractors: 'danger',
};

const useStyles = makeStyles({
  // Guests write long comments: they wrap in their column instead of widening the table.
  comment: { whiteSpace: 'pre-line', minWidth: '240px' },
});

/**
 * Columns of the guests' answers (SPEC §3: survey, survey number, store, date, score; with the
 * group and the comment). The comment is text: React escapes it, nothing is parsed as HTML.
 */
export function useResponseColumns(
  intl: IntlShape,
  storeHeader: string,
): readonly Column<SurveyResponse>[] {
  const dates = useDateFormat();
  const styles = useStyles();
  return useMemo(
    () => [
      {
        key: 'date',
        header: intl.formatMessage(m.colDate),
        sortKey: 'date',
        render: (r) => dates.instant(r.date),
      },
      { key: 'survey', header: intl.formatMessage(m.colSurvey), render: (r) => r.survey.name },
      {
        key: 'surveyNumber',
        header: intl.formatMessage(m.colSurveyNumber),
        render: (r) => String(r.survey_number),
      },
      { key: 'store', header: storeHeader, sortKey: 'store', render: (r) => r.store.name },
      {
        key: 'score',
        header: intl.formatMessage(m.colScore),
        sortKey: 'score',
        render: (r) => (
          <Badge appearance="tint" color={GROUP_COLOR[r.group]} data-group={r.group}>
            {intl.formatNumber(r.score)}
          </Badge>
        ),
      },
      {
        key: 'group',
        header: intl.formatMessage(m.colGroup),
        render: (r) => intl.formatMessage(m[r.group]),
      },
      {
        key: 'comment',
        header: intl.formatMessage(m.colComment),
        render: (r) => <span className={styles.comment}>{r.comment ?? ''}</span>,
      },
    ],
    [intl, dates, storeHeader, styles],
  );
}
