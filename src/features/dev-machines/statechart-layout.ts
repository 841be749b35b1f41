import type { ElkExtendedEdge, ElkNode, ElkPoint, LayoutOptions } from 'elkjs/lib/elk-api';
import type { ChartState, Statechart } from './statechart';

// A statechart as an ELK graph (compound nodes for nested and parallel states, one labelled edge
// per source and target, an initial marker per compound state) and the laid-out result as flat
// lists of boxes and polylines in one coordinate system, ready for SVG. Pure: the layout itself
// (elkjs) runs elsewhere.

/** Measures a text in pixels; `title` is a state's name, `label` an edge or internal line. */
export type Measure = (text: string, kind: 'title' | 'label') => number;

/** A width estimate for tests and for when no canvas is at hand (a little generous). */
export const estimateWidth: Measure = (text, kind) =>
  Math.ceil(text.length * (kind === 'title' ? 8.2 : 7.1));

/** Sizes of the drawing, in pixels. */
export const METRICS = {
  titleHeight: 30,
  lineHeight: 18,
  padding: 12,
  minWidth: 96,
  initialSize: 12,
  labelPadding: 6,
} as const;

/** Id of the initial marker drawn in a compound state. */
export const initialMarkerId = (stateId: string): string => `${stateId}#initial`;

/** ELK options of the whole graph (the children inherit them; INCLUDE_CHILDREN lays them out). */
const ROOT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  // One layout over every level, so edges between nested states are routed across boxes.
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  // Every coordinate relative to the root: the SVG needs no nesting of transforms.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
};

/** The lines written inside a state's box under its name: invoked actors, then internal events. */
export function stateLines(state: ChartState): string[] {
  return [...state.invokes.map((id) => `invoke ${id}`), ...state.internal];
}

const headerHeight = (state: ChartState) =>
  METRICS.titleHeight + stateLines(state).length * METRICS.lineHeight;

function contentWidth(state: ChartState, measure: Measure): number {
  const widths = [
    measure(state.key, 'title'),
    ...stateLines(state).map((line) => measure(line, 'label')),
  ];
  return Math.max(METRICS.minWidth, ...widths.map((w) => w + 2 * METRICS.padding));
}

/** The ELK graph of a chart: its root state is the single top-level node. */
export function elkGraphOf(chart: Statechart, measure: Measure = estimateWidth): ElkNode {
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const nodes = new Map<string, ElkNode>();
  const build = (state: ChartState): ElkNode => {
    const children = state.children.map((id) => build(byId.get(id) as ChartState));
    const node: ElkNode = { id: state.id };
    if (children.length === 0) {
      node.width = contentWidth(state, measure);
      node.height = headerHeight(state) + (stateLines(state).length > 0 ? METRICS.padding / 2 : 0);
    } else {
      const initial =
        state.kind === 'compound' ? children.find((c) => byId.get(c.id)?.initial) : undefined;
      node.children = initial
        ? [
            {
              id: initialMarkerId(state.id),
              width: METRICS.initialSize,
              height: METRICS.initialSize,
            },
            ...children,
          ]
        : children;
      node.layoutOptions = {
        'elk.padding': `[top=${headerHeight(state) + 4},left=${METRICS.padding},bottom=${METRICS.padding},right=${METRICS.padding}]`,
        // Wide enough for the name and the lines in the header.
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${contentWidth(state, measure)}, ${headerHeight(state) + 20})`,
      };
    }
    nodes.set(state.id, node);
    return node;
  };
  const root = chart.states[0];
  if (!root) throw new Error('statechart without a root');
  const top = build(root);

  // Each edge lives in the lowest box holding both ends (ELK's containment rule).
  const parentOf = new Map(chart.states.map((s) => [s.id, s.parent]));
  const ancestors = (id: string): string[] => {
    const out: string[] = [];
    for (let at: string | null | undefined = id; at; at = parentOf.get(at)) out.push(at);
    return out;
  };
  const container = (a: string, b: string): string => {
    const up = ancestors(b);
    const common = ancestors(a).find((id) => id !== a && id !== b && up.includes(id));
    return common ?? root.id;
  };
  const place = (holder: string, edge: ElkExtendedEdge) => {
    const node = holder === '' ? graph : (nodes.get(holder) as ElkNode);
    node.edges = [...(node.edges ?? []), edge];
  };
  // Regions of a parallel root are unrelated columns of states: side by side they make a chart
  // many screens wide, so they are stacked (each region then reads left to right).
  const layoutOptions: LayoutOptions = {
    ...ROOT_OPTIONS,
    'elk.direction': root.kind === 'parallel' ? 'RIGHT' : 'DOWN',
  };
  const graph: ElkNode = { id: '', layoutOptions, children: [top] };
  for (const state of chart.states) {
    if (state.initial && state.parent) {
      place(state.parent, {
        id: `${initialMarkerId(state.parent)}>`,
        sources: [initialMarkerId(state.parent)],
        targets: [state.id],
      });
    }
  }
  for (const edge of chart.edges) {
    const lines = edge.labels;
    place(
      edge.source === root.id || edge.target === root.id ? '' : container(edge.source, edge.target),
      {
        id: edge.id,
        sources: [edge.source],
        targets: [edge.target],
        labels: [
          {
            id: `${edge.id}.label`,
            text: lines.join('\n'),
            width: Math.max(...lines.map((l) => measure(l, 'label'))) + 2 * METRICS.labelPadding,
            height: lines.length * METRICS.lineHeight + METRICS.labelPadding,
          },
        ],
      },
    );
  }
  return graph;
}

/** A state's box after layout. */
interface PlacedState {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** An edge after layout: its polyline and label box. */
interface PlacedEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly points: readonly ElkPoint[];
  readonly label?: { x: number; y: number; width: number; height: number; lines: string[] };
}

/** A laid-out chart: boxes by state id (markers included), edges, and the drawing's size. */
export interface PlacedChart {
  readonly boxes: ReadonlyMap<string, PlacedState>;
  readonly edges: readonly PlacedEdge[];
  readonly width: number;
  readonly height: number;
}

/** Flattens ELK's result (root coordinates, see ROOT_OPTIONS) into boxes and edges. */
export function placedChartOf(laidOut: ElkNode): PlacedChart {
  const boxes = new Map<string, PlacedState>();
  const edges: PlacedEdge[] = [];
  const visit = (node: ElkNode) => {
    if (node.id !== '') {
      boxes.set(node.id, {
        id: node.id,
        x: node.x ?? 0,
        y: node.y ?? 0,
        width: node.width ?? 0,
        height: node.height ?? 0,
      });
    }
    for (const edge of node.edges ?? []) {
      const points: ElkPoint[] = [];
      for (const section of edge.sections ?? []) {
        points.push(section.startPoint, ...(section.bendPoints ?? []), section.endPoint);
      }
      const label = edge.labels?.[0];
      edges.push({
        id: edge.id,
        source: edge.sources[0] ?? '',
        target: edge.targets[0] ?? '',
        points,
        ...(label
          ? {
              label: {
                x: label.x ?? 0,
                y: label.y ?? 0,
                width: label.width ?? 0,
                height: label.height ?? 0,
                lines: (label.text ?? '').split('\n'),
              },
            }
          : {}),
      });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(laidOut);
  return { boxes, edges, width: laidOut.width ?? 0, height: laidOut.height ?? 0 };
}
