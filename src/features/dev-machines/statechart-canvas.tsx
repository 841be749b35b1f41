import {
  makeStyles,
  mergeClasses,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { type KeyboardEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import { machinesMessages as m } from './machines-messages';
import { stateDescription } from './state-description';
import type { ChartState, Statechart } from './statechart';
import { initialMarkerId, METRICS, type PlacedChart, stateLines } from './statechart-layout';
import { TEXT_FONT } from './use-chart-layout';

const useStyles = makeStyles({
  wrap: { position: 'relative', width: 'max-content' },
  svg: { display: 'block', fontFamily: 'inherit' },
  // The description beside the state under the pointer or focus (inside the scrolled frame, so
  // it moves with the chart; no portal needed).
  card: {
    position: 'absolute',
    zIndex: 1,
    marginTop: '6px',
    maxWidth: '320px',
    padding: '6px 10px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    pointerEvents: 'none',
  },
  cardAbove: { marginTop: '-6px', transform: 'translateY(-100%)' },
  state: {
    cursor: 'pointer',
    outlineStyle: 'none',
    '&:focus-visible .frame': {
      stroke: tokens.colorStrokeFocus2,
      strokeWidth: '3px',
    },
    '&:hover .frame': { stroke: tokens.colorNeutralStroke1Hover },
  },
  frame: {
    fill: tokens.colorNeutralBackground1,
    stroke: tokens.colorNeutralStroke1,
    strokeWidth: '1.5px',
  },
  compoundFrame: { fill: tokens.colorNeutralBackground2 },
  regionFrame: { strokeDasharray: '6 4' },
  activeFrame: {
    fill: tokens.colorBrandBackground2,
    stroke: tokens.colorBrandStroke1,
    strokeWidth: '3px',
  },
  activeCompoundFrame: { stroke: tokens.colorBrandStroke1, strokeWidth: '2.5px' },
  selectedFrame: { stroke: tokens.colorNeutralForeground1, strokeWidth: '2.5px' },
  inner: { fill: 'none', stroke: tokens.colorNeutralStroke1, strokeWidth: '1px' },
  title: {
    fill: tokens.colorNeutralForeground1,
    font: `${TEXT_FONT.title} ${tokens.fontFamilyBase}`,
    pointerEvents: 'none',
  },
  activeTitle: { fill: tokens.colorBrandForeground2 },
  line: {
    fill: tokens.colorNeutralForeground2,
    font: `${TEXT_FONT.label} ${tokens.fontFamilyBase}`,
    pointerEvents: 'none',
  },
  marker: { fill: tokens.colorNeutralForeground1 },
  edges: { pointerEvents: 'none' },
  edge: { fill: 'none', stroke: tokens.colorNeutralForeground3, strokeWidth: '1.25px' },
  arrow: { fill: tokens.colorNeutralForeground3 },
  labelBox: { fill: tokens.colorNeutralBackground1, opacity: 0.92 },
  labelText: {
    fill: tokens.colorNeutralForeground2,
    font: `${TEXT_FONT.label} ${tokens.fontFamilyBase}`,
  },
});

interface Props {
  chart: Statechart;
  placed: PlacedChart;
  zoom: number;
  active: ReadonlySet<string>;
  selected: string | null;
  onSelect(id: string): void;
  /** The state under the pointer or keyboard focus, whose description shows beside it. */
  preview: string | null;
  onPreview(id: string | null): void;
}

const points = (list: readonly { x: number; y: number }[]) =>
  list.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');

/**
 * The laid-out statechart as SVG: states as rounded boxes (regions dashed, final states with a
 * double border, initial markers), labelled edges, active states in the brand colour. Every
 * state is focusable (arrow keys move between them), named by its texts and marked aria-current
 * when active: hover or focus previews it (the page shows its description), a click or Enter
 * selects it.
 */
export function StatechartCanvas({
  chart,
  placed,
  zoom,
  active,
  selected,
  onSelect,
  preview,
  onPreview,
}: Props) {
  const styles = useStyles();
  const intl = useIntl();
  const baseId = useId().replace(/:/g, '');
  const arrowId = `${baseId}-arrow`;
  const cardId = `${baseId}-card`;
  const arrows = useArrowNavigationGroup({ axis: 'grid' });

  const stateBox = (state: ChartState) => {
    const box = placed.boxes.get(state.id);
    if (!box) return null;
    const isActive = active.has(state.id);
    const leaf = state.children.length === 0;
    const frame = mergeClasses(
      'frame',
      styles.frame,
      !leaf && styles.compoundFrame,
      state.region && styles.regionFrame,
      isActive && (leaf ? styles.activeFrame : styles.activeCompoundFrame),
      selected === state.id && !isActive && styles.selectedFrame,
    );
    const lines = stateLines(state);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onSelect(state.id);
      }
    };
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>.
      <g
        key={state.id}
        role="button"
        tabIndex={0}
        aria-pressed={selected === state.id}
        aria-current={isActive ? 'true' : undefined}
        aria-describedby={preview === state.id ? cardId : undefined}
        className={styles.state}
        // The machine itself is the outermost box; the states are what the definition lists.
        data-testid={state.parent === null ? 'machine-node' : 'state-node'}
        data-state-id={state.id}
        data-kind={state.kind}
        data-active={isActive}
        onClick={() => onSelect(state.id)}
        onKeyDown={onKeyDown}
        onFocus={() => onPreview(state.id)}
        onBlur={() => onPreview(null)}
        onMouseEnter={() => onPreview(state.id)}
        onMouseLeave={() => onPreview(null)}
      >
        <rect className={frame} x={box.x} y={box.y} width={box.width} height={box.height} rx={10} />
        {state.kind === 'final' && (
          <rect
            className={styles.inner}
            x={box.x + 4}
            y={box.y + 4}
            width={Math.max(0, box.width - 8)}
            height={Math.max(0, box.height - 8)}
            rx={7}
          />
        )}
        <text
          className={mergeClasses(styles.title, isActive && leaf && styles.activeTitle)}
          x={box.x + METRICS.padding}
          y={box.y + 20}
        >
          {state.key}
        </text>
        {lines.map((line, i) => (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one state, in order.
            key={i}
            className={styles.line}
            x={box.x + METRICS.padding}
            y={box.y + METRICS.titleHeight + i * METRICS.lineHeight + 10}
          >
            {line}
          </text>
        ))}
      </g>
    );
  };

  const shown = preview ? chart.states.find((s) => s.id === preview) : undefined;
  const shownBox = shown ? placed.boxes.get(shown.id) : undefined;
  // Below the state, or above it when the state sits at the bottom of the chart.
  const below = shownBox ? (shownBox.y + shownBox.height) / placed.height < 0.8 : true;
  return (
    <div className={styles.wrap}>
      {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; it groups the states. */}
      <svg
        className={styles.svg}
        width={placed.width * zoom}
        height={placed.height * zoom}
        viewBox={`0 0 ${placed.width} ${placed.height}`}
        role="group"
        aria-label={intl.formatMessage(m.chart, { machine: chart.machineId })}
        data-testid="statechart"
        data-machine={chart.machineId}
        {...arrows}
      >
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="8"
            markerHeight="8"
            orient="auto-start-reverse"
          >
            <path className={styles.arrow} d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>
        {chart.states.map(stateBox)}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes, never focusable; the states tell what they draw. */}
        <g aria-hidden="true">
          {chart.states
            .filter((s) => s.children.length > 0)
            .map((s) => {
              const box = placed.boxes.get(initialMarkerId(s.id));
              return box ? (
                <circle
                  key={box.id}
                  className={styles.marker}
                  cx={box.x + box.width / 2}
                  cy={box.y + box.height / 2}
                  r={box.width / 2}
                />
              ) : null;
            })}
        </g>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes, never focusable; the states tell what they draw. */}
        <g aria-hidden="true" className={styles.edges}>
          {placed.edges.map((edge) => (
            <g key={edge.id} data-edge={edge.id}>
              <path
                className={styles.edge}
                d={points(edge.points)}
                markerEnd={`url(#${arrowId})`}
              />
              {edge.label && (
                <>
                  <rect
                    className={styles.labelBox}
                    x={edge.label.x}
                    y={edge.label.y}
                    width={edge.label.width}
                    height={edge.label.height}
                    rx={4}
                  />
                  {edge.label.lines.map((line, i) => (
                    <text
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label, in order.
                      key={i}
                      className={styles.labelText}
                      x={edge.label?.x === undefined ? 0 : edge.label.x + METRICS.labelPadding}
                      y={
                        (edge.label?.y ?? 0) +
                        METRICS.labelPadding / 2 +
                        (i + 1) * METRICS.lineHeight -
                        5
                      }
                    >
                      {line}
                    </text>
                  ))}
                </>
              )}
            </g>
          ))}
        </g>
      </svg>
      {shown && shownBox && (
        <div
          id={cardId}
          role="tooltip"
          className={mergeClasses(styles.card, !below && styles.cardAbove)}
          data-testid="state-card"
          style={{
            // Under its state, kept inside the chart: from the state's left edge, or its right
            // edge for a state in the right half.
            ...((shownBox.x + shownBox.width / 2) / placed.width < 0.5
              ? { left: `${shownBox.x * zoom}px` }
              : { right: `${(placed.width - shownBox.x - shownBox.width) * zoom}px` }),
            top: `${(below ? shownBox.y + shownBox.height : shownBox.y) * zoom}px`,
          }}
        >
          <strong>{shown.key}</strong>{' '}
          {stateDescription(intl, shown.id, shown.description) ??
            intl.formatMessage(m.noDescription)}
        </div>
      )}
    </div>
  );
}

const useLegendStyles = makeStyles({
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px 16px',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  item: { display: 'inline-flex', alignItems: 'center', gap: '6px' },
});

/** What the drawing's marks mean (the active state is not told by colour alone). */
export function StatechartLegend() {
  const styles = useStyles();
  const legend = useLegendStyles();
  const intl = useIntl();
  const swatch = (className: string, extra?: 'final' | 'initial') => (
    <svg width="28" height="16" viewBox="0 0 28 16" aria-hidden="true">
      {extra === 'initial' ? (
        <circle className={styles.marker} cx="8" cy="8" r="5" />
      ) : (
        <rect className={className} x="1" y="1" width="26" height="14" rx="4" />
      )}
      {extra === 'final' && (
        <rect className={styles.inner} x="4" y="4" width="20" height="8" rx="2" />
      )}
    </svg>
  );
  return (
    <ul className={legend.legend} aria-label={intl.formatMessage(m.legend)}>
      <li className={legend.item}>
        {swatch(mergeClasses(styles.frame, styles.activeFrame))}
        {intl.formatMessage(m.legendActive)}
      </li>
      <li className={legend.item}>
        {swatch(mergeClasses(styles.frame, styles.compoundFrame, styles.regionFrame))}
        {intl.formatMessage(m.legendRegion)}
      </li>
      <li className={legend.item}>
        {swatch(styles.frame, 'final')}
        {intl.formatMessage(m.legendFinal)}
      </li>
      <li className={legend.item}>
        {swatch(styles.frame, 'initial')}
        {intl.formatMessage(m.legendInitial)}
      </li>
    </ul>
  );
}
