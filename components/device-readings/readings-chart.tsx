'use client';

import 'uplot/dist/uPlot.min.css';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { useViewerTimeZone } from '@/components/ui/use-viewer-time-zone';
import { chartTimeLabels } from '@/lib/device-readings/chart-time-labels';
import type { ReadingPoint } from '@/lib/device-readings/summary';

export type ChartLabels = { heartRate: string; battery: string; bpm: string; percent: string };

// The theme's guardian and wellness colours (app/globals.css), read once so the canvas matches.
const cssColour = (name: string, fallback: string) =>
  (typeof window !== 'undefined' && getComputedStyle(document.documentElement).getPropertyValue(name).trim()) || fallback;

/**
 * Heart rate (left axis, bpm) and battery (right axis, %) over time, drawn by uPlot on a canvas.
 * The canvas is hidden from assistive technology (aria-hidden): the page's text alternative
 * (summary sentence and data table) says the same. Follows its container's width, so it never
 * makes the page scroll sideways on a 360 px phone. Its time axis and legend are written in the
 * page's language and the reader's zone, like the readings table (uPlot also places the ticks in
 * the browser's zone), instead of uPlot's US English.
 */
export default function ReadingsChart({ points, labels }: { points: ReadingPoint[]; labels: ChartLabels }) {
  const box = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const timeZone = useViewerTimeZone();
  // uPlot would call the time series "Time" in every language.
  const timeLabel = useTranslations('DevicesPage.chart')('when');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      points.map((p) => Date.parse(p.at) / 1000),
      points.map((p) => p.heartRate),
      points.map((p) => p.battery),
    ];
    const heartColour = cssColour('--color-emergency', '#b91c1c');
    const batteryColour = cssColour('--color-guardian', '#1d4ed8');
    const times = chartTimeLabels(locale, timeZone);
    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height: 240,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { bpm: { auto: true }, percent: { range: [0, 100] } },
        series: [
          { label: timeLabel, value: (_u, v) => times.legend(v) },
          { label: labels.heartRate, scale: 'bpm', stroke: heartColour, width: 2, spanGaps: false, value: (_u, v) => (v == null ? '—' : `${v} ${labels.bpm}`) },
          { label: labels.battery, scale: 'percent', stroke: batteryColour, width: 2, dash: [6, 4], value: (_u, v) => (v == null ? '—' : `${v}${labels.percent}`) },
        ],
        axes: [
          { values: (_u, splits, _axis, _space, step) => times.axis(splits, step) },
          { scale: 'bpm', stroke: heartColour, label: labels.bpm, size: 50 },
          { scale: 'percent', side: 1, stroke: batteryColour, label: labels.percent, size: 50, grid: { show: false } },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, labels, locale, timeZone, timeLabel]);

  return <div ref={box} aria-hidden="true" className="w-full max-w-full overflow-hidden" data-testid="readings-chart" />;
}
