import { Link } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { useRegionLabel } from '../../app-kit/use-region-label';
import type { Column } from '../../ui/data-table';
import { useDateFormat } from '../../ui/use-date-format';
import { reportDetailPath } from './report-detail-kinds';
import type { TrainingReportRow } from './training-api';
import { ApprovedBadge, durationText, scoreText } from './training-cells';
import { trainingDefinitions as d } from './training-definitions';
import { trainingMessages as m } from './training-messages';

/** The detail page of a report row (SPEC §2 /reports/details/{kind}/{examId}). */
export const detailPath = (r: TrainingReportRow) => reportDetailPath('training', r.attempt_id);

/** Columns of the training report (SPEC §3 report row fields); the course opens the detail. */
export function useTrainingReportColumns(
  intl: IntlShape,
  storeHeader: string,
  open: (path: string) => void,
): readonly Column<TrainingReportRow>[] {
  const regionName = useRegionLabel();
  const dates = useDateFormat();
  return useMemo(() => {
    // DD MMM HH:mm in the admin's zone, as every instant of the console.
    const instant = (iso: string | null) => (iso ? dates.instant(iso) : '');
    return [
      {
        key: 'course',
        header: intl.formatMessage(m.colCourse),
        sortKey: 'course',
        render: (r) => (
          <Link
            href={detailPath(r)}
            aria-label={intl.formatMessage(m.openDetail, {
              course: r.course.name,
              user: r.person.name,
            })}
            onClick={(e) => {
              e.preventDefault();
              open(detailPath(r));
            }}
          >
            {r.course.name}
          </Link>
        ),
      },
      {
        key: 'user',
        header: intl.formatMessage(m.colUser),
        sortKey: 'name',
        render: (r) => r.person.name,
      },
      { key: 'role', header: intl.formatMessage(m.colRole), render: (r) => r.position?.name ?? '' },
      { key: 'store', header: storeHeader, render: (r) => r.store.name },
      {
        key: 'region',
        header: intl.formatMessage(m.colRegion),
        render: (r) => regionName(r.region),
      },
      {
        key: 'start',
        header: intl.formatMessage(m.colStart),
        sortKey: 'started_at',
        render: (r) => instant(r.started_at),
      },
      {
        key: 'end',
        header: intl.formatMessage(m.colEnd),
        render: (r) => (r.ended_at ? instant(r.ended_at) : intl.formatMessage(m.inProgress)),
      },
      {
        key: 'duration',
        header: intl.formatMessage(m.colDuration),
        render: (r) => durationText(intl, r.duration_seconds),
      },
      {
        key: 'score',
        header: intl.formatMessage(m.colScore),
        definition: intl.formatMessage(d.score),
        sortKey: 'score',
        render: (r) => scoreText(intl, r.score),
      },
      {
        key: 'attempt',
        header: intl.formatMessage(m.colAttempt),
        render: (r) => intl.formatNumber(r.attempt_number),
      },
      {
        key: 'approved',
        header: intl.formatMessage(m.colApproved),
        render: (r) => <ApprovedBadge intl={intl} approved={r.approved} />,
      },
      { key: 'badge', header: intl.formatMessage(m.colBadge), render: (r) => r.badge ?? '' },
    ];
  }, [intl, storeHeader, open, dates, regionName]);
}
