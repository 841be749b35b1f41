import { useCallback, useEffect, useState } from 'react';
import { layoutChart } from './elk-layout';
import type { Statechart } from './statechart';
import { estimateWidth, type Measure, type PlacedChart } from './statechart-layout';

/** Sizes of the texts the chart draws (the canvas renders them in the SVG's font). */
export const TEXT_FONT = { title: '600 14px', label: '12px' } as const;

/** A Measure over a canvas in `fontFamily`; the estimate where there is no canvas. */
function canvasMeasure(fontFamily: string): Measure {
  const context =
    typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return estimateWidth;
  return (text, kind) => {
    context.font = `${TEXT_FONT[kind]} ${fontFamily}`;
    // Rounded up, plus a pixel: hinting may draw a little wider than measured.
    return Math.ceil(context.measureText(text).width) + 1;
  };
}

export type ChartLayout =
  | { status: 'loading' }
  | { status: 'ready'; placed: PlacedChart }
  | { status: 'failed'; reason: string };

/**
 * The chart laid out by elkjs (in a worker), its texts measured in `fontFamily`: loading, then
 * ready or failed; `retry` lays it out again after a failure.
 */
export function useChartLayout(
  chart: Statechart | null,
  fontFamily: string | null,
): { layout: ChartLayout; retry(): void } {
  const [layout, setLayout] = useState<ChartLayout>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  useEffect(() => {
    if (!chart || fontFamily === null) return;
    let current = true;
    setLayout({ status: 'loading' });
    layoutChart(chart, canvasMeasure(fontFamily), fontFamily).then(
      (placed) => current && setLayout({ status: 'ready', placed }),
      (error: unknown) =>
        current &&
        setLayout({
          status: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [chart, fontFamily, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { layout, retry };
}
