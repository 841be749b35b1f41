import { Link } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type Column, DataTable } from '../../ui/data-table';
import { Delta } from '../../ui/figure/delta';
import type { GlobalScore, ScoreBreakdown } from './supervision-api';
import { ScoreBadge } from './supervision-cells';
import { supervisionMessages as m } from './supervision-messages';

type ModuleRow = GlobalScore['modules'][number];
export type BreakdownRow = ScoreBreakdown['items'][number];

/** Failing-item rate and incidents per module: what inspection reports lead with. */
export function ModulesTable({
  modules,
  label,
}: {
  modules: GlobalScore['modules'];
  label: string;
}) {
  const intl = useIntl();
  const columns = useMemo<readonly Column<ModuleRow>[]>(
    () => [
      { key: 'module', header: intl.formatMessage(m.colModule), render: (r) => r.module.name },
      {
        key: 'supervisions',
        header: intl.formatMessage(m.colSupervisions),
        render: (r) => intl.formatNumber(r.supervisions),
      },
      {
        key: 'score',
        header: intl.formatMessage(m.colScore),
        render: (r) =>
          r.score === null ? (
            intl.formatMessage(m.noScore)
          ) : (
            <ScoreBadge intl={intl} score={r.score} />
          ),
      },
      {
        key: 'failing',
        header: intl.formatMessage(m.colFailing),
        render: (r) => intl.formatNumber(r.failing),
      },
      {
        key: 'failingRate',
        header: intl.formatMessage(m.colFailingRate),
        render: (r) =>
          intl.formatNumber(r.failing_rate / 100, { style: 'percent', maximumFractionDigits: 1 }),
      },
      {
        key: 'incidents',
        header: intl.formatMessage(m.colIncidents),
        render: (r) => intl.formatNumber(r.incidents),
      },
    ],
    [intl],
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={modules}
      rowKey={(r) => r.module.id}
      rowLabel={(r) => r.module.name}
      loading={false}
      error={null}
      emptyText={intl.formatMessage(m.empty)}
      minWidth="640px"
    />
  );
}

export interface BreakdownTableProps {
  breakdown: ScoreBreakdown;
  label: string;
  /** The header of the name column (region, the store word, supervision). */
  nameHeader: string;
  /** Where a row leads, and the link's accessible name; null: the row leads nowhere. */
  linkOf(row: BreakdownRow): { href: string; label: string } | null;
  open(href: string): void;
}

/** The score one level down, each row against the previous period and linked to the next level. */
export function BreakdownTable(props: BreakdownTableProps) {
  const { breakdown, linkOf, open } = props;
  const intl = useIntl();
  const columns = useMemo<readonly Column<BreakdownRow>[]>(() => {
    const score = (v: number | null) =>
      v === null ? intl.formatMessage(m.noScore) : <ScoreBadge intl={intl} score={v} />;
    return [
      {
        key: 'name',
        header: props.nameHeader,
        render: (r) => {
          const name = r.name === '' ? intl.formatMessage(m.noRegion) : r.name;
          const link = linkOf(r);
          if (!link) return name;
          return (
            <Link
              href={link.href}
              aria-label={link.label}
              data-testid="breakdown-link"
              onClick={(e) => {
                e.preventDefault();
                open(link.href);
              }}
            >
              {name}
            </Link>
          );
        },
      },
      { key: 'score', header: intl.formatMessage(m.colScore), render: (r) => score(r.score) },
      {
        key: 'previous',
        header: intl.formatMessage(m.colPrevious),
        render: (r) => score(r.previous_score),
      },
      {
        key: 'change',
        header: intl.formatMessage(m.colChange),
        render: (r) => <Delta delta={r.delta} unit="score" />,
      },
      {
        key: 'supervisions',
        header: intl.formatMessage(m.colSupervisions),
        render: (r) => intl.formatNumber(r.supervisions),
      },
      {
        key: 'incidents',
        header: intl.formatMessage(m.colIncidents),
        render: (r) => intl.formatNumber(r.incidents),
      },
    ];
  }, [intl, props.nameHeader, linkOf, open]);
  return (
    <DataTable
      label={props.label}
      columns={columns}
      rows={breakdown.items}
      rowKey={(r) => `${r.id ?? ''}:${r.name}`}
      rowLabel={(r) => r.name}
      loading={false}
      error={null}
      emptyText={intl.formatMessage(m.empty)}
      minWidth="720px"
    />
  );
}
