import 'apexcharts/dist/apexcharts.css';
import type { ApexOptions } from 'apexcharts';
import ReactApexChartModule from 'react-apexcharts';
import type { ChartData, ChartLook } from './chart-types';

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

/** Lighter and darker steps of the primary colour, for a chart's second and third series. */
function palette(primary: string, dark: boolean): string[] {
  const extra = dark
    ? ['#7fb2ff', '#ffb86b', '#7ee0a1', '#f28fad']
    : ['#0f6cbd', '#e97548', '#2e9e5b', '#c239b3'];
  return [primary, ...extra];
}

function options(data: ChartData, look: ChartLook): ApexOptions {
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
    },
    theme: { mode: look.dark ? 'dark' : 'light' },
    colors: palette(look.primary, look.dark),
    dataLabels: { enabled: false },
    legend: { show: data.series.length > 1 || data.kind === 'donut', position: 'bottom' },
    tooltip: { theme: look.dark ? 'dark' : 'light', y: { formatter: look.formatValue } },
    grid: { borderColor: grid },
  };
  if (data.kind === 'donut') {
    return { ...base, labels: data.categories };
  }
  return {
    ...base,
    stroke: {
      width: data.kind === 'bar' ? 0 : 2,
      curve: 'smooth',
      dashArray: data.series.map((s) => (s.dashed ? 5 : 0)),
    },
    // A lone value between gaps has no line to either side: a marker shows it.
    markers: { size: data.series.map((s) => (s.data.includes(null) ? 3 : 0)) },
    xaxis: { categories: data.categories, labels: { hideOverlappingLabels: true, trim: true } },
    yaxis: {
      labels: { formatter: look.formatValue },
      ...(data.unit === 'percent' ? { min: 0, max: 100 } : { min: 0 }),
    },
    plotOptions: { bar: { borderRadius: 3, columnWidth: '60%' } },
  };
}

/** A series as apexcharts takes it; the first one of a bar chart carries the goal marks. */
function withGoal(s: ChartData['series'][number], index: number, data: ChartData, look: ChartLook) {
  const goal = data.goal;
  if (index > 0 || data.kind !== 'bar' || !goal) return { name: s.name, data: s.data };
  const mark = look.dark ? '#ffb86b' : '#c4314b';
  return {
    name: s.name,
    data: s.data.map((y, i) => ({
      x: data.categories[i] ?? '',
      y,
      goals: [{ name: goal.name, value: goal.data[i] ?? 0, strokeHeight: 4, strokeColor: mark }],
    })),
  };
}

/** Draws one chart with apexcharts. */
export default function ApexChart({ data, look }: { data: ChartData; look: ChartLook }) {
  const series =
    data.kind === 'donut'
      ? (data.series[0]?.data ?? []).map((v) => v ?? 0)
      : data.series.map((s, i) => withGoal(s, i, data, look));
  return (
    <div aria-hidden="true">
      <ReactApexChart
        type={data.kind}
        height={look.height}
        options={options(data, look)}
        series={series}
      />
    </div>
  );
}
