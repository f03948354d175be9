'use client';

import dynamic from 'next/dynamic';
import type { ReadingPoint } from '@/lib/device-readings/summary';
import type { ChartLabels } from './readings-chart';

// uPlot (about 50 kB) is fetched only on the Devices page, and only in the browser: it draws on a
// canvas and measures its container, so there is nothing to render on the server.
const Chart = dynamic(() => import('./readings-chart'), {
  ssr: false,
  loading: () => <div className="h-[240px] w-full animate-pulse rounded-md bg-muted" />,
});

export function ReadingsChartLazy(props: { points: ReadingPoint[]; labels: ChartLabels }) {
  return <Chart {...props} />;
}
