import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useStoreWord } from '../../app-kit/use-store-word';
import { CountedSelect } from '../../ui/report/counted-select';
import type { TableState } from '../../ui/table-state';
import { type BreakdownBy, DEFAULT_MIN_ANSWERS, MIN_ANSWER_CHOICES } from './satisfaction-api';
import { satisfactionMessages as m } from './satisfaction-messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: '8px 12px', alignItems: 'end' },
  field: { minWidth: '160px' },
});

export interface LeaderboardControlsProps {
  by: BreakdownBy;
  /** Whether the scope has regions to rank (a whole brand). */
  canRankRegions: boolean;
  /** The minimum of answers chosen (absent: the server's default). */
  min: string | undefined;
  onChange(filters: TableState['filters']): void;
  exportButton: ReactNode;
}

/**
 * What the leaderboard ranks (stores, or regions over a whole brand), from how many answers a
 * score is ranked (the NPS block's sample level follows it) and its CSV export.
 */
export function LeaderboardControls(props: LeaderboardControlsProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { header } = useStoreWord();
  return (
    <div className={styles.root}>
      {props.canRankRegions && (
        <CountedSelect
          className={styles.field}
          label={intl.formatMessage(m.leaderboardBy)}
          allLabel={header}
          value={props.by === 'region' ? 'region' : ''}
          options={['region'] as const}
          optionText={() => intl.formatMessage(m.byRegion)}
          onChange={(by) => props.onChange({ by })}
          testId="leaderboard-by"
        />
      )}
      <CountedSelect
        className={styles.field}
        label={intl.formatMessage(m.minAnswers)}
        allLabel={intl.formatMessage(m.minAnswersDefault, { min: DEFAULT_MIN_ANSWERS })}
        value={props.min ?? ''}
        options={MIN_ANSWER_CHOICES}
        optionText={(min) => intl.formatMessage(m.minAnswersChoice, { min })}
        onChange={(min) => props.onChange({ min })}
        testId="leaderboard-min"
      />
      {props.exportButton}
    </div>
  );
}
