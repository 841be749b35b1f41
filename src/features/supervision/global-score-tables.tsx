import { Link } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Column } from '../../ui/data-table';
import { Delta } from '../../ui/figure/delta';
import { breakdownTable, modulesTable } from './global-score-csv';
import { LocalTable } from './global-score-local-table';
import { globalScoreTableMessages as t } from './global-score-table-messages';
import { type RowReader, rateOrNone, type Standards } from './global-score-table-rules';
import type { GlobalScore, ScoreBreakdown } from './supervision-api';
import { ScoreBadge } from './supervision-cells';
import { supervisionDefinitions as d } from './supervision-definitions';
import { supervisionMessages as m } from './supervision-messages';

type ModuleRow = GlobalScore['modules'][number];
export type BreakdownRow = ScoreBreakdown['items'][number];

const moduleReader: RowReader<ModuleRow> = {
  name: (r) => r.module.name,
  score: (r) => r.score,
  sortValue: (r, key) => {
    switch (key) {
      case 'module':
        return r.module.name;
      case 'supervisions':
        return r.supervisions;
      case 'score':
        return r.score;
      case 'failing':
        return r.failing;
      case 'failingRate':
        return rateOrNone(r.failing_rate, r.supervisions);
      case 'incidents':
        return r.incidents;
      default:
        return null;
    }
  },
};

const breakdownReader: RowReader<BreakdownRow> = {
  name: (r) => r.name,
  score: (r) => r.score,
  sortValue: (r, key) => {
    switch (key) {
      case 'name':
        return r.name;
      case 'score':
        return r.score;
      case 'previous':
        return r.previous_score;
      case 'change':
        return r.delta;
      case 'supervisions':
        return r.supervisions;
      case 'incidents':
        return r.incidents;
      default:
        return null;
    }
  },
};

/** Failing-item rate and incidents per module: what inspection reports lead with. */
export function ModulesTable({
  modules,
  label,
  standards,
  failingBelow,
}: {
  modules: GlobalScore['modules'];
  label: string;
  standards: Standards | null;
  /** The score below which a supervision fails (the global score's `failing_below`). */
  failingBelow: number;
}) {
  const intl = useIntl();
  const columns = useMemo<readonly Column<ModuleRow>[]>(
    () => [
      {
        key: 'module',
        sortKey: 'module',
        header: intl.formatMessage(m.colModule),
        render: (r) => r.module.name,
      },
      {
        key: 'supervisions',
        sortKey: 'supervisions',
        header: intl.formatMessage(m.colSupervisions),
        definition: intl.formatMessage(d.rowSupervisions),
        render: (r) => intl.formatNumber(r.supervisions),
      },
      {
        key: 'score',
        sortKey: 'score',
        header: intl.formatMessage(m.colScore),
        definition: intl.formatMessage(d.rowScore),
        render: (r) =>
          r.score === null ? (
            intl.formatMessage(m.noScore)
          ) : (
            <ScoreBadge intl={intl} score={r.score} />
          ),
      },
      {
        key: 'failing',
        sortKey: 'failing',
        header: intl.formatMessage(m.colFailing),
        definition: intl.formatMessage(d.moduleFailing, { below: intl.formatNumber(failingBelow) }),
        render: (r) => intl.formatNumber(r.failing),
      },
      {
        key: 'failingRate',
        sortKey: 'failingRate',
        header: intl.formatMessage(m.colFailingRate),
        definition: intl.formatMessage(d.moduleFailingRate, {
          below: intl.formatNumber(failingBelow),
        }),
        render: (r) => {
          const rate = rateOrNone(r.failing_rate, r.supervisions);
          return rate === null ? (
            <span data-testid="no-rate">{intl.formatMessage(m.noRate)}</span>
          ) : (
            intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 1 })
          );
        },
      },
      {
        key: 'incidents',
        sortKey: 'incidents',
        header: intl.formatMessage(m.colIncidents),
        definition: intl.formatMessage(d.rowIncidents),
        render: (r) => intl.formatNumber(r.incidents),
      },
    ],
    [intl, failingBelow],
  );
  return (
    <LocalTable
      label={label}
      name="modules"
      columns={columns}
      rows={modules}
      rowKey={(r) => r.module.id}
      rowLabel={(r) => r.module.name}
      read={moduleReader}
      standards={standards}
      searchLabel={intl.formatMessage(t.searchModules)}
      defaultSort=""
      emptyText={intl.formatMessage(m.empty)}
      minWidth="640px"
      file={modulesTable}
    />
  );
}

export interface BreakdownTableProps {
  breakdown: ScoreBreakdown;
  label: string;
  /** The header of the name column (region, the store word, supervision). */
  nameHeader: string;
  /** The global score's target and failing line, for the score filter (null: not loaded). */
  standards: Standards | null;
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
        sortKey: 'name',
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
      {
        key: 'score',
        sortKey: 'score',
        header: intl.formatMessage(m.colScore),
        definition: intl.formatMessage(d.rowScore),
        render: (r) => score(r.score),
      },
      {
        key: 'previous',
        sortKey: 'previous',
        header: intl.formatMessage(m.colPrevious),
        definition: intl.formatMessage(d.rowPrevious),
        render: (r) => score(r.previous_score),
      },
      {
        key: 'change',
        sortKey: 'change',
        header: intl.formatMessage(m.colChange),
        definition: intl.formatMessage(d.rowChange),
        render: (r) => <Delta delta={r.delta} unit="score" />,
      },
      {
        key: 'supervisions',
        sortKey: 'supervisions',
        header: intl.formatMessage(m.colSupervisions),
        definition: intl.formatMessage(d.rowSupervisions),
        render: (r) => intl.formatNumber(r.supervisions),
      },
      {
        key: 'incidents',
        sortKey: 'incidents',
        header: intl.formatMessage(m.colIncidents),
        definition: intl.formatMessage(d.rowIncidents),
        render: (r) => intl.formatNumber(r.incidents),
      },
    ];
  }, [intl, props.nameHeader, linkOf, open]);
  return (
    <LocalTable
      label={props.label}
      name="breakdown"
      columns={columns}
      rows={breakdown.items}
      rowKey={(r) => `${r.id ?? ''}:${r.name}`}
      rowLabel={(r) => r.name}
      read={breakdownReader}
      standards={props.standards}
      searchLabel={intl.formatMessage(t.searchBreakdown)}
      defaultSort="name"
      emptyText={intl.formatMessage(m.empty)}
      minWidth="720px"
      file={(rows) => breakdownTable(breakdown.level, rows)}
    />
  );
}
