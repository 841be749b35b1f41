import {
  Body1,
  Caption1,
  makeStyles,
  mergeClasses,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { catalogueMachine } from '../../../machines/catalogue';
import { machinesMessages as m } from './machines-messages';
import { stateDescription } from './state-description';
import type { Statechart } from './statechart';
import { pathTo } from './statechart-paths';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gap: '8px',
    padding: '12px',
    alignContent: 'start',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    // Beside the canvas it stays in view while the chart scrolls.
    position: 'sticky',
    top: '8px',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  steps: { margin: 0, paddingInlineStart: '24px', display: 'grid', gap: '4px' },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
});

/**
 * The state under the pointer or focus (else the selected one): its name, kind and description;
 * then the events that lead from the initial state to the selected (clicked) state.
 */
export function StateDetails({
  chart,
  previewId,
  pathId,
  active,
}: {
  chart: Statechart;
  previewId: string | null;
  pathId: string | null;
  active: ReadonlySet<string>;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const shown = chart.states.find((s) => s.id === previewId);
  const target = chart.states.find((s) => s.id === pathId);
  const steps = useMemo(() => {
    const machine = catalogueMachine(chart.machineId);
    return machine && target ? pathTo(machine, target.id) : null;
  }, [chart.machineId, target]);
  const short = (id: string) =>
    id === chart.machineId ? id : id.slice(chart.machineId.length + 1);
  return (
    <aside
      className={styles.panel}
      aria-label={intl.formatMessage(m.details)}
      data-testid="state-details"
    >
      <Subtitle2 as="h3">{shown ? short(shown.id) : intl.formatMessage(m.details)}</Subtitle2>
      {shown ? (
        <>
          <Caption1>
            {intl.formatMessage(m.kind, { kind: shown.kind })}
            {shown.region && ` · ${intl.formatMessage(m.region)}`}
            {active.has(shown.id) && ` · ${intl.formatMessage(m.activeNow)}`}
          </Caption1>
          <Body1 as="p" className={styles.text} data-testid="state-description">
            {stateDescription(intl, shown.id, shown.description) ??
              intl.formatMessage(m.noDescription)}
          </Body1>
        </>
      ) : (
        <Body1 as="p" className={mergeClasses(styles.text, styles.muted)}>
          {intl.formatMessage(m.pickState)}
        </Body1>
      )}
      {target && (
        <>
          <Subtitle2 as="h4">{intl.formatMessage(m.path, { state: short(target.id) })}</Subtitle2>
          {steps === null ? (
            <Body1 as="p" className={styles.text}>
              {intl.formatMessage(m.pathNone)}
            </Body1>
          ) : steps.length === 0 ? (
            <Body1 as="p" className={styles.text}>
              {intl.formatMessage(m.pathInitial)}
            </Body1>
          ) : (
            <ol className={styles.steps} data-testid="state-path">
              {steps.map((step) => (
                <li key={`${step.source}>${step.entered}`}>
                  {intl.formatMessage(m.pathStep, {
                    event: <code className={styles.code}>{step.label}</code>,
                    state: short(step.target),
                  })}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </aside>
  );
}
