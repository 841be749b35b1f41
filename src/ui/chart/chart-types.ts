// What a page tells the chart adapter: data and words only. Nothing here names apexcharts, so a
// later swap of the library touches the adapter alone (ARCHITECTURE.md "Adapters").

type ChartKind = 'bar' | 'line' | 'area' | 'donut';

/** One named series of values, one per category; null is a gap (a line breaks there). */
interface ChartSeries {
  name: string;
  data: (number | null)[];
  /** Drawn dashed on a line chart: a reference (the previous period), not the figure itself. */
  dashed?: boolean;
}

export interface ChartData {
  kind: ChartKind;
  /** The x-axis labels (or the donut's slices), already formatted for the reader's locale. */
  categories: string[];
  series: ChartSeries[];
  /** How values read: plain numbers or percentages (0–100). */
  unit?: 'number' | 'percent';
  /**
   * A target per category, drawn on a bar chart as a mark across each bar of the first series
   * (and a column of its own in the table view).
   */
  goal?: ChartSeries;
}

/**
 * What the drawing needs besides the data: the reader's theme and number format. Series colours
 * come from chart-palette.ts, never from the brand colour (a navy brand vanishes in dark mode).
 */
export interface ChartLook {
  dark: boolean;
  formatValue: (value: number) => string;
  height: number;
}

/** True when there is nothing to draw: no category, or every value zero or absent and no goal. */
export function isEmptyChart(data: ChartData): boolean {
  return (
    data.categories.length === 0 ||
    (data.goal === undefined &&
      data.series.every((s) => s.data.every((v) => v === 0 || v === null)))
  );
}
