import 'apexcharts/dist/apexcharts.css';
import type { ApexOptions } from 'apexcharts';
import { useLayoutEffect, useRef, useState } from 'react';
import ReactApexChartModule from 'react-apexcharts';
import {
  type AxisNames,
  axisNames,
  barOrientation,
  CHAR_PX,
  thinLabels,
  wrapLabel,
} from './chart-labels';
import { LINE_CURVE, markerSize } from './chart-lines';
import { DARK_GOAL, LIGHT_GOAL, seriesColors } from './chart-palette';
import type { ChartData, ChartLook } from './chart-types';
import { guardChartTooltips } from './inline-styles';

// react-apexcharts ships CommonJS (`exports.default = Charts` with `__esModule`). The production
// build hands over the whole `module.exports` object as the default import (React error #130,
// "element type is object"), the dev server the component itself: take `.default` when present.
type ChartComponent = typeof ReactApexChartModule;
const ReactApexChart: ChartComponent =
  (ReactApexChartModule as unknown as { default?: ChartComponent }).default ?? ReactApexChartModule;

// The one module that imports apexcharts (4.7.0, pinned: the last MIT release). It is its own
// lazy chunk (~150 KB gzip), so a page shows its figures and tables before it arrives.

// ApexCharts writes its stylesheet into a <style> element unless an element with this id exists;
// a strict Content-Security-Policy refuses such inline styles, so the same CSS ships as a file
// (imported above) and this inert marker keeps the library from injecting it again.
if (typeof document !== 'undefined' && !document.getElementById('apexcharts-css')) {
  const marker = document.createElement('template');
  marker.id = 'apexcharts-css';
  document.head.appendChild(marker);
}

/** The chart's width in pixels, measured, so names can be laid out to fit it. */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** How the categories are laid out at this width (chart-labels.ts holds the rules). */
interface Layout {
  names: AxisNames;
  horizontal: boolean;
  /** What apexcharts writes on the category axis: lines of a name, or '' where thinned. */
  axis: (string | string[])[];
  height: number;
  labelWidth: number;
}

/** Characters per line of a lying bar's name: about 40 % of the width, 10 to 28 characters. */
const wrapWidth = (widthPx: number) =>
  Math.max(10, Math.min(28, Math.floor((widthPx * 0.4) / CHAR_PX)));

function layout(data: ChartData, look: ChartLook, widthPx: number): Layout {
  const names = axisNames(data.categories);
  if (data.kind === 'bar' && barOrientation(names.short, widthPx) === 'horizontal') {
    const chars = wrapWidth(widthPx);
    const axis = names.short.map((n) => wrapLabel(n, chars));
    const lines = Math.max(1, ...axis.map((a) => a.length));
    const longest = Math.max(...axis.flat().map((l) => l.length));
    const band = Math.max(26, lines * 15 + 10) * (data.series.length > 1 ? 1.6 : 1);
    return {
      names,
      horizontal: true,
      axis: axis.map((a) => (a.length === 1 ? (a[0] ?? '') : a)),
      height: Math.max(look.height, Math.round(names.short.length * band + 80)),
      labelWidth: Math.min(longest, chars) * CHAR_PX + 16,
    };
  }
  const shown =
    data.kind === 'bar' ? names.short.map(() => true) : thinLabels(names.short, widthPx);
  return {
    names,
    horizontal: false,
    axis: names.short.map((n, i) => (shown[i] ? n : '')),
    height: look.height,
    labelWidth: 0,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function options(data: ChartData, look: ChartLook, lay: Layout): ApexOptions {
  const text = look.dark ? '#d6d6d6' : '#424242';
  const grid = look.dark ? '#3d3d3d' : '#e0e0e0';
  const base: ApexOptions = {
    chart: {
      background: 'transparent',
      foreColor: text,
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      // The page gives the figure its accessible name; the drawing itself is decoration.
      parentHeightOffset: 0,
      // Each draw builds the tooltip anew; its hover writes HTML with style attributes, which
      // the Content-Security-Policy refuses (inline-styles.ts writes them through CSSOM).
      events: {
        mounted: (chart: { el?: Element }) => guardChartTooltips(chart.el),
        updated: (chart: { el?: Element }) => guardChartTooltips(chart.el),
      },
    },
    theme: { mode: look.dark ? 'dark' : 'light' },
    colors: seriesColors(data.series, look.dark),
    dataLabels: { enabled: false },
    legend: { show: data.series.length > 1 || data.kind === 'donut', position: 'bottom' },
    tooltip: {
      theme: look.dark ? 'dark' : 'light',
      // The tooltip names the category in full: with the prefix the axis drops, and thinned ones.
      // apexcharts writes the title as HTML, so the name (people's data) is escaped. A goal's row
      // is apexcharts' own (its inline styles go through guardChartTooltips).
      x: {
        formatter: (value, opts) =>
          escapeHtml(lay.names.full[opts?.dataPointIndex ?? -1] ?? `${value}`),
      },
      y: { formatter: look.formatValue },
    },
    // Room for the last label of a time axis, which centres on the chart's right edge.
    grid: { borderColor: grid, padding: { right: 16, left: 8 } },
  };
  if (data.kind === 'donut') {
    return {
      ...base,
      colors: seriesColors(
        data.categories.map(() => ({})),
        look.dark,
      ),
      labels: lay.names.full,
    };
  }
  const percent = data.unit === 'percent' ? { min: 0, max: 100 } : { min: 0 };
  const bar = { borderRadius: 3, columnWidth: '60%', barHeight: '70%' };
  if (lay.horizontal) {
    // Lying bars: apexcharts keeps "x" for the categories and "y" for the values' scale, but
    // draws the categories on the left (y-axis labels) and the values along the bottom.
    return {
      ...base,
      plotOptions: { bar: { ...bar, horizontal: true } },
      xaxis: {
        categories: lay.axis,
        labels: { formatter: (v) => look.formatValue(Number(v)), hideOverlappingLabels: true },
      },
      yaxis: {
        ...percent,
        labels: {
          // Exactly the room the wrapped names need: apexcharts' own estimate of a multi-line
          // name's width let the widest one stick out of the chart on the left.
          minWidth: lay.labelWidth,
          maxWidth: lay.labelWidth,
          style: { fontSize: '12px' },
        },
      },
    };
  }
  return {
    ...base,
    stroke: {
      width: data.kind === 'bar' ? 0 : 2,
      curve: LINE_CURVE,
      dashArray: data.series.map((s) => (s.dashed ? 5 : 0)),
    },
    markers: { size: data.kind === 'bar' ? 0 : markerSize(data.series), strokeWidth: 0 },
    xaxis: {
      categories: lay.axis,
      // Names are laid out to fit (chart-labels.ts): none is cut, rotated or dropped here.
      labels: { hideOverlappingLabels: false, trim: false, rotate: 0, style: { fontSize: '12px' } },
      tooltip: { enabled: false },
      ...(data.kind === 'bar' ? {} : { tickPlacement: 'between' }),
    },
    yaxis: { ...percent, labels: { formatter: look.formatValue } },
    plotOptions: { bar },
    // Faint fills, so where two areas overlap both lines stay readable (no muddy mixed colour).
    ...(data.kind === 'area'
      ? { fill: { type: 'gradient', gradient: { opacityFrom: 0.22, opacityTo: 0.02 } } }
      : {}),
  };
}

/** A series as apexcharts takes it; the first one of a bar chart carries the goal marks. */
function withGoal(
  s: ChartData['series'][number],
  index: number,
  data: ChartData,
  look: ChartLook,
  lay: Layout,
) {
  const goal = data.goal;
  if (index > 0 || data.kind !== 'bar' || !goal) return { name: s.name, data: s.data };
  const mark = look.dark ? DARK_GOAL : LIGHT_GOAL;
  return {
    name: s.name,
    data: s.data.map((y, i) => ({
      x: lay.axis[i] ?? '',
      y,
      goals: [{ name: goal.name, value: goal.data[i] ?? 0, strokeHeight: 4, strokeColor: mark }],
    })),
  };
}

/** Draws one chart with apexcharts, laid out for the width it is given. */
export default function ApexChart({ data, look }: { data: ChartData; look: ChartLook }) {
  const [ref, width] = useWidth();
  const lay = layout(data, look, width || 600);
  const series =
    data.kind === 'donut'
      ? (data.series[0]?.data ?? []).map((v) => v ?? 0)
      : data.series.map((s, i) => withGoal(s, i, data, look, lay));
  return (
    <div
      aria-hidden="true"
      ref={ref}
      data-chart-kind={data.kind}
      data-horizontal={lay.horizontal}
      data-categories={data.categories.length}
    >
      {width > 0 && (
        <ReactApexChart
          type={data.kind}
          height={lay.height}
          options={options(data, look, lay)}
          series={series}
        />
      )}
    </div>
  );
}
