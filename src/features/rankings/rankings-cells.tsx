import { Badge, type BadgeProps, makeStyles, Tooltip } from '@fluentui/react-components';
import {
  CellularData1Regular,
  CellularData2Regular,
  CellularData3Regular,
  FireRegular,
  MedalRegular,
  SleepRegular,
  TrophyRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { IntlShape } from 'react-intl';
import type { Level } from '../../../openapi/rules/ranking';
import { rankingsMessages as m } from './rankings-messages';
import { levelRuleValues, type MedalOrNone, medalRuleValues } from './rankings-rules';

const useStyles = makeStyles({
  // Focusable so a keyboard user reaches the rule too (the tooltip opens on focus).
  badge: { cursor: 'help' },
  tip: { display: 'grid', gap: '4px' },
});

/** A 0–100 percentage as the locale writes it, one decimal at most. */
export const percent = (intl: IntlShape, value: number): string =>
  intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });

/** A score (0–100), or the words for none. */
export const score = (intl: IntlShape, value: number | null): string =>
  value === null
    ? intl.formatMessage(m.noValue)
    : intl.formatNumber(value, { maximumFractionDigits: 1 });

/** Growth in percentage points, signed. */
export const growth = (intl: IntlShape, value: number): string =>
  intl.formatMessage(m.growthPoints, {
    value: intl.formatNumber(value, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
  });

const MEDAL_LOOK: Record<MedalOrNone, { icon: ReactElement; color: BadgeProps['color'] }> = {
  gold: { icon: <TrophyRegular />, color: 'warning' },
  silver: { icon: <MedalRegular />, color: 'informative' },
  bronze: { icon: <MedalRegular />, color: 'severe' },
  sleepy: { icon: <SleepRegular />, color: 'subtle' },
  destroyer: { icon: <FireRegular />, color: 'danger' },
  none: { icon: <MedalRegular />, color: 'subtle' },
};

const LEVEL_LOOK: Record<Level, { icon: ReactElement; color: BadgeProps['color'] }> = {
  high: { icon: <CellularData1Regular />, color: 'success' },
  medium: { icon: <CellularData2Regular />, color: 'warning' },
  low: { icon: <CellularData3Regular />, color: 'danger' },
};

function RuleBadge(props: {
  text: string;
  rule: string;
  note: string;
  look: { icon: ReactElement; color: BadgeProps['color'] };
  testId: string;
}) {
  const styles = useStyles();
  return (
    <Tooltip
      relationship="description"
      content={
        <div className={styles.tip}>
          <span>{props.rule}</span>
          <span>{props.note}</span>
        </div>
      }
    >
      <Badge
        className={styles.badge}
        appearance="tint"
        color={props.look.color}
        icon={props.look.icon}
        tabIndex={0}
        data-testid={props.testId}
      >
        {props.text}
      </Badge>
    </Tooltip>
  );
}

/** The medal of a row (SPEC §4) with its rule in a tooltip. */
export function MedalCell({
  intl,
  medal,
  performance,
}: {
  intl: IntlShape;
  medal: MedalOrNone;
  performance: number;
}) {
  return (
    <RuleBadge
      text={intl.formatMessage(m[`medal.${medal}`])}
      rule={intl.formatMessage(m[`medalRule.${medal}`], medalRuleValues(medal))}
      note={intl.formatMessage(m.performance, {
        value: intl.formatNumber(performance, { maximumFractionDigits: 1 }),
      })}
      look={MEDAL_LOOK[medal]}
      testId="ranking-medal"
    />
  );
}

/** The level of a row (SPEC §4) with its rule in a tooltip. */
export function LevelCell({
  intl,
  level,
  performance,
}: {
  intl: IntlShape;
  level: Level;
  performance: number;
}) {
  return (
    <RuleBadge
      text={intl.formatMessage(m[`level.${level}`])}
      rule={intl.formatMessage(m[`levelRule.${level}`], levelRuleValues(level))}
      note={intl.formatMessage(m.performance, {
        value: intl.formatNumber(performance, { maximumFractionDigits: 1 }),
      })}
      look={LEVEL_LOOK[level]}
      testId="ranking-level"
    />
  );
}
