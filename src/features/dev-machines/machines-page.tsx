import {
  Body1,
  Button,
  Caption1,
  Field,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Select,
  Spinner,
  Subtitle2,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ZoomFitRegular, ZoomInRegular, ZoomOutRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { catalogueMachine, MACHINE_CATALOGUE } from '../../../machines/catalogue';
import { TAB_ID } from '../../app-kit/machine-channel';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { entryKey, instancesOf, type LiveEntry, runningCounts, tabNumber } from './live-board';
import { machineIdOf, machinePath } from './machines-address';
import { machinesMessages as m } from './machines-messages';
import { stateDescription } from './state-description';
import { StateDetails } from './state-details';
import { activeStateIds, type Statechart, statechartOf } from './statechart';
import { StatechartCanvas, StatechartLegend } from './statechart-canvas';
import { useChartLayout } from './use-chart-layout';
import { useLiveBoard } from './use-live-board';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 220px) minmax(0, 1fr)',
    gap: '16px',
    alignItems: 'start',
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '2px',
    '@media (max-width: 767px)': { maxHeight: '200px', overflowY: 'auto' },
  },
  item: {
    display: 'grid',
    padding: '6px 8px',
    borderRadius: tokens.borderRadiusMedium,
  },
  current: { backgroundColor: tokens.colorBrandBackground2 },
  running: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    color: tokens.colorNeutralForeground2,
  },
  dot: { fill: tokens.colorBrandForeground1 },
  intro: { margin: 0 },
  main: { display: 'grid', gap: '12px', minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
  live: { minWidth: '240px', flexGrow: 1, maxWidth: '480px' },
  view: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '12px',
    alignItems: 'start',
    // Beside the chart only where both have room; else the details follow it.
    '@media (min-width: 1500px)': { gridTemplateColumns: 'minmax(0, 1fr) 300px' },
  },
  zoom: { display: 'flex', alignItems: 'center', gap: '4px' },
  canvas: {
    overflow: 'auto',
    maxHeight: '65vh',
    minHeight: '160px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    touchAction: 'pan-x pan-y pinch-zoom',
  },
  centred: { padding: '32px', display: 'grid', placeItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const ZOOMS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.25, 1.5, 2] as const;
const nextZoom = (zoom: number, up: boolean): number => {
  const list = up ? ZOOMS : [...ZOOMS].reverse();
  return list.find((z) => (up ? z > zoom + 0.001 : z < zoom - 0.001)) ?? zoom;
};

/** The states of a value, relative to the machine (`welcome.on, handoff.idle`). */
function currentStates(chart: Statechart, active: ReadonlySet<string>): string {
  return chart.states
    .filter((s) => s.children.length === 0 && active.has(s.id))
    .map((s) => s.id.slice(chart.machineId.length + 1))
    .join(', ');
}

function MachineList({
  base,
  selected,
  counts,
}: {
  base: string;
  selected: string | null;
  counts: Map<string, number>;
}) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.list)} className={cardClasses(usePageStyles().card)}>
      <Subtitle2 as="h2">{intl.formatMessage(m.list)}</Subtitle2>
      <ul className={styles.list}>
        {MACHINE_CATALOGUE.map(({ machine }) => {
          const count = counts.get(machine.id) ?? 0;
          const isCurrent = machine.id === selected;
          return (
            <li key={machine.id} className={mergeClasses(styles.item, isCurrent && styles.current)}>
              <Link href={machinePath(base, machine.id)} asChild>
                <FluentLink aria-current={isCurrent ? 'page' : undefined}>{machine.id}</FluentLink>
              </Link>
              {count > 0 && (
                <Caption1 className={styles.running}>
                  <svg width="8" height="8" aria-hidden="true">
                    <circle className={styles.dot} cx="4" cy="4" r="4" />
                  </svg>
                  {intl.formatMessage(m.running, { count })}
                </Caption1>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function LiveSelect({
  instances,
  value,
  onChange,
  tabOf,
}: {
  instances: LiveEntry[];
  value: string;
  onChange(value: string): void;
  tabOf(tab: string): number;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Field label={intl.formatMessage(m.live)} className={styles.live}>
      <Select value={value} onChange={(_, data) => onChange(data.value)} data-testid="live-actor">
        <option value="latest">{intl.formatMessage(m.followLatest)}</option>
        {instances.map((entry) => (
          <option key={entryKey(entry)} value={entryKey(entry)}>
            {entry.tab === TAB_ID
              ? intl.formatMessage(m.thisTab, { actor: entry.actor })
              : intl.formatMessage(m.otherTab, { actor: entry.actor, number: tabOf(entry.tab) })}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function MachineView({
  chart,
  instances,
  supported,
  tabOf,
}: {
  chart: Statechart;
  instances: LiveEntry[];
  supported: boolean;
  tabOf(tab: string): number;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const selected = new URLSearchParams(search).get('state');
  const select = useCallback(
    (id: string) => navigate(`${path}?state=${encodeURIComponent(id)}`, { replace: true }),
    [navigate, path],
  );

  const [preview, setPreview] = useState<string | null>(null);
  const [follow, setFollow] = useState('latest');
  const followed =
    follow === 'latest' ? instances[0] : instances.find((e) => entryKey(e) === follow);
  const machine = catalogueMachine(chart.machineId);
  const active = useMemo(
    () => new Set(followed && machine ? activeStateIds(machine, followed.value) : ([] as string[])),
    [followed, machine],
  );

  // The canvas's font, measured once it is in the page, so labels fit the boxes ELK reserves.
  const [fontFamily, setFontFamily] = useState<string | null>(null);
  const host = useRef<HTMLDivElement | null>(null);
  const hostRef = useCallback((el: HTMLDivElement | null) => {
    host.current = el;
    if (el) setFontFamily(getComputedStyle(el).fontFamily || 'sans-serif');
  }, []);
  const { layout, retry } = useChartLayout(chart, fontFamily);
  const [zoom, setZoom] = useState(1);
  const fitZoom = (placedWidth: number, min: number) => {
    const width = (host.current?.clientWidth ?? placedWidth) - 2;
    return Math.max(min, Math.min(1, width / Math.max(1, placedWidth)));
  };
  const fit = () => {
    if (layout.status === 'ready') setZoom(fitZoom(layout.placed.width, 0.25));
  };
  // A chart wider than its frame opens narrowed down to half size; beyond that it scrolls.
  const placedWidth = layout.status === 'ready' ? layout.placed.width : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new layout resets the zoom.
  useEffect(() => {
    if (placedWidth !== null) setZoom(fitZoom(placedWidth, 0.5));
  }, [placedWidth]);

  const drawn = chart.states.length - 1;
  const status = followed?.status && followed.status !== 'active' ? followed.status : null;
  return (
    <section className={styles.main} aria-labelledby="machine-title">
      <div>
        <Subtitle2 as="h2" id="machine-title" block>
          {chart.machineId}
        </Subtitle2>
        <Body1 as="p" className={mergeClasses(styles.muted, styles.intro)}>
          {stateDescription(intl, chart.machineId, chart.description)}{' '}
          {intl.formatMessage(m.stateCount, {
            count: drawn,
            transitions: chart.transitions.length,
          })}
        </Body1>
      </div>
      <div className={styles.bar}>
        {supported ? (
          <LiveSelect instances={instances} value={follow} onChange={setFollow} tabOf={tabOf} />
        ) : (
          <Body1>{intl.formatMessage(m.noChannel)}</Body1>
        )}
        <div className={styles.zoom}>
          <Button
            appearance="subtle"
            icon={<ZoomOutRegular />}
            aria-label={intl.formatMessage(m.zoomOut)}
            title={intl.formatMessage(m.zoomOut)}
            onClick={() => setZoom((z) => nextZoom(z, false))}
          />
          <Button
            appearance="subtle"
            icon={<ZoomInRegular />}
            aria-label={intl.formatMessage(m.zoomIn)}
            title={intl.formatMessage(m.zoomIn)}
            onClick={() => setZoom((z) => nextZoom(z, true))}
          />
          <Button
            appearance="subtle"
            icon={<ZoomFitRegular />}
            aria-label={intl.formatMessage(m.zoomFit)}
            title={intl.formatMessage(m.zoomFit)}
            onClick={fit}
          />
          <Caption1 className={styles.muted}>
            {intl.formatMessage(m.zoomLevel, { percent: Math.round(zoom * 100) })}
          </Caption1>
        </div>
      </div>
      <Body1 data-testid="live-state" aria-live="polite">
        {followed
          ? intl.formatMessage(status ? m.currentStatus : m.current, {
              states: currentStates(chart, active) || '—',
              status,
            })
          : supported && intl.formatMessage(m.noLive)}
      </Body1>
      <StatechartLegend />
      <div className={styles.view}>
        <div className={styles.canvas} ref={hostRef} data-testid="statechart-canvas">
          {layout.status === 'loading' && (
            <div className={styles.centred}>
              <Spinner label={intl.formatMessage(m.loading)} />
            </div>
          )}
          {layout.status === 'failed' && (
            <MessageBar intent="error">
              <MessageBarBody>
                {intl.formatMessage(m.failed, { reason: layout.reason })}
              </MessageBarBody>
              <MessageBarActions>
                <Button onClick={retry}>{intl.formatMessage(m.retry)}</Button>
              </MessageBarActions>
            </MessageBar>
          )}
          {layout.status === 'ready' && (
            <StatechartCanvas
              chart={chart}
              placed={layout.placed}
              zoom={zoom}
              active={active}
              selected={selected}
              onSelect={select}
              preview={preview}
              onPreview={setPreview}
            />
          )}
        </div>
        <StateDetails
          chart={chart}
          previewId={preview ?? selected}
          pathId={selected}
          active={active}
        />
      </div>
    </section>
  );
}

/** The statechart viewer: every machine drawn from its definition, live states lit. */
export function MachinesPage({ page, path }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle();
  const pageStyles = usePageStyles();
  const styles = useStyles();
  const { board, supported } = useLiveBoard();
  const machineId = machineIdOf(page.path, path);
  const machine = machineId ? catalogueMachine(machineId) : undefined;
  const chart = useMemo(() => (machine ? statechartOf(machine) : null), [machine]);
  const counts = useMemo(() => runningCounts(board), [board]);
  const instances = useMemo(
    () => (chart ? instancesOf(board, chart.machineId) : []),
    [board, chart],
  );
  const tabOf = useCallback((tab: string) => tabNumber(board, tab), [board]);
  return (
    <div className={pageStyles.page}>
      <Title2 as="h1">{title(page.title)}</Title2>
      <Body1 as="p" className={styles.intro}>
        {intl.formatMessage(m.intro)}
        {import.meta.env.DEV && (
          <>
            {' '}
            <FluentLink href="/dashboard?inspect" target="_blank" rel="noopener">
              {intl.formatMessage(m.inspector)}
            </FluentLink>
          </>
        )}
      </Body1>
      <div className={styles.columns}>
        <MachineList base={page.path} selected={machine ? machine.id : null} counts={counts} />
        <div className={cardClasses(pageStyles.card)}>
          {chart ? (
            <MachineView
              key={chart.machineId}
              chart={chart}
              instances={instances}
              supported={supported}
              tabOf={tabOf}
            />
          ) : (
            <Body1 className={styles.muted} data-testid="machines-empty">
              {machineId
                ? intl.formatMessage(m.unknown, { id: machineId })
                : intl.formatMessage(m.choose)}
            </Body1>
          )}
        </div>
      </div>
    </div>
  );
}
