import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Column, DataTable } from '../../ui/data-table';
import { Delta } from '../../ui/figure/delta';
import { NpsLabelBadge } from './nps-overview';
import { marginNumber, npsNumber } from './nps-view';
import type { NpsBreakdown, NpsBreakdownRow } from './satisfaction-api';
import { satisfactionDefinitions as d } from './satisfaction-definitions';
import { satisfactionMessages as m } from './satisfaction-messages';

const useStyles = makeStyles({
  // A score from too few answers stays visible but reads as secondary.
  muted: { color: tokens.colorNeutralForeground4 },
  nps: { display: 'inline-flex', alignItems: 'center', gap: '8px' },
  change: { display: 'grid', gap: '2px' },
  hint: { color: tokens.colorNeutralForeground3 },
  more: { justifySelf: 'start' },
});

/** Rows shown before "show all": the head of a brand's hundreds of stores. */
const LEADERBOARD_HEAD = 10;

export interface LeaderboardProps {
  breakdown: NpsBreakdown;
  label: string;
  /** The header of the name column (the store word, or region). */
  nameHeader: string;
}

/**
 * The NPS of each region or store: rank, NPS with its label, answers, margin and change. Rows
 * with fewer answers than the minimum are greyed, unranked ("Pocas respuestas") and last (by
 * their answers); when none reaches it, the page says how to get a ranking.
 */
export function NpsLeaderboard({ breakdown, label, nameHeader }: LeaderboardProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [all, setAll] = useState(false);
  const rows = all ? breakdown.items : breakdown.items.slice(0, LEADERBOARD_HEAD);
  const columns = useMemo<readonly Column<NpsBreakdownRow>[]>(() => {
    const cell = (r: NpsBreakdownRow, content: ReactNode) =>
      r.rank === null ? <span className={styles.muted}>{content}</span> : content;
    const none = intl.formatMessage(m.noValue);
    return [
      {
        key: 'rank',
        header: intl.formatMessage(m.colRank),
        render: (r) =>
          r.rank === null ? (
            <Badge appearance="outline" color="informative" data-testid="few-answers">
              {intl.formatMessage(m.fewAnswers)}
            </Badge>
          ) : (
            intl.formatNumber(r.rank)
          ),
      },
      {
        key: 'name',
        header: nameHeader,
        render: (r) => cell(r, r.name === '' ? intl.formatMessage(m.noRegion) : r.name),
      },
      {
        key: 'nps',
        header: intl.formatMessage(m.colNps),
        definition: intl.formatMessage(d.boardNps),
        render: (r) =>
          cell(
            r,
            <span className={styles.nps}>
              {r.nps === null ? none : npsNumber(intl, r.nps)}
              {r.rank !== null && <NpsLabelBadge figure={r} />}
            </span>,
          ),
      },
      {
        key: 'n',
        header: intl.formatMessage(m.colAnswers),
        definition: intl.formatMessage(d.boardAnswers),
        render: (r) => cell(r, intl.formatNumber(r.n)),
      },
      {
        key: 'margin',
        header: intl.formatMessage(m.colMargin),
        definition: intl.formatMessage(d.boardMargin),
        render: (r) =>
          cell(
            r,
            r.margin === null
              ? none
              : intl.formatMessage(m.marginValue, { margin: marginNumber(intl, r.margin) }),
          ),
      },
      {
        key: 'change',
        header: intl.formatMessage(m.colChange),
        definition: intl.formatMessage(d.boardChange),
        render: (r) => (
          <span className={styles.change}>
            <Delta delta={r.change.delta} unit="score" />
            {r.change.delta !== null && (
              <Text size={200} className={styles.hint} data-significant={r.change.significant}>
                {intl.formatMessage(r.change.significant ? m.significant : m.notSignificant)}
              </Text>
            )}
          </span>
        ),
      },
    ];
  }, [intl, nameHeader, styles]);
  return (
    <>
      <Text size={200} className={styles.hint}>
        {intl.formatMessage(m.leaderboardHint, { min: breakdown.min_answers })}
      </Text>
      {breakdown.items.length > 0 && breakdown.items.every((r) => r.rank === null) && (
        <Text size={200} weight="semibold" role="note" data-testid="none-ranked">
          {intl.formatMessage(m.noneRanked, { min: breakdown.min_answers })}
        </Text>
      )}
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.id ?? ''}:${r.name}`}
        rowLabel={(r) => r.name}
        loading={false}
        error={null}
        emptyText={intl.formatMessage(m.empty)}
        minWidth="720px"
      />
      {breakdown.items.length > LEADERBOARD_HEAD && (
        <Button
          className={styles.more}
          appearance="subtle"
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
          data-testid="leaderboard-all"
        >
          {all
            ? intl.formatMessage(m.showHead, { count: LEADERBOARD_HEAD })
            : intl.formatMessage(m.showAll, { count: breakdown.items.length })}
        </Button>
      )}
    </>
  );
}
