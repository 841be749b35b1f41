import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { DefinitionButton } from '../../ui/definition/definition-button';
import { type GroupShare, groupShares } from './nps-view';
import type { NpsFigure, NpsGroup } from './satisfaction-api';
import { satisfactionDefinitions as d } from './satisfaction-definitions';
import { satisfactionMessages as m } from './satisfaction-messages';

const useStyles = makeStyles({
  root: { display: 'grid', gap: '8px', minWidth: 0 },
  title: { display: 'flex', alignItems: 'center', gap: '4px' },
  bar: {
    display: 'flex',
    height: '20px',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground4,
  },
  legend: { display: 'grid', gap: '4px', margin: 0, padding: 0, listStyleType: 'none' },
  item: { display: 'flex', alignItems: 'center', gap: '8px' },
  swatch: { width: '12px', height: '12px', borderRadius: '2px', flexShrink: 0 },
  promoters: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  passives: { backgroundColor: tokens.colorPaletteMarigoldBackground3 },
  detractors: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

/**
 * Promoters, passives and detractors as one stacked bar with its legend. The legend carries the
 * shares in words, so the bar is an image named by the same words.
 */
export function GroupsBar({ figure }: { figure: NpsFigure }) {
  const intl = useIntl();
  const styles = useStyles();
  const shares = groupShares(figure);
  const text = (s: GroupShare) =>
    intl.formatMessage(m.groupShare, {
      group: intl.formatMessage(m[s.group]),
      percent: intl.formatNumber(s.percent / 100, { style: 'percent', maximumFractionDigits: 1 }),
      count: intl.formatNumber(s.count),
    });
  const tone: Record<NpsGroup, string> = {
    promoters: styles.promoters,
    passives: styles.passives,
    detractors: styles.detractors,
  };
  const title = intl.formatMessage(m.groupsTitle);
  return (
    <div className={styles.root} data-testid="nps-groups">
      <span className={styles.title}>
        <Text weight="semibold">{title}</Text>
        <DefinitionButton name={title} text={intl.formatMessage(d.groups)} />
      </span>
      <div className={styles.bar} role="img" aria-label={shares.map(text).join(', ')}>
        {shares.map((s) => (
          <div key={s.group} className={tone[s.group]} style={{ width: `${s.percent}%` }} />
        ))}
      </div>
      <ul className={styles.legend}>
        {shares.map((s) => (
          <li key={s.group} className={styles.item} data-group={s.group}>
            <span className={mergeClasses(styles.swatch, tone[s.group])} aria-hidden />
            <Text>{text(s)}</Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
