'use client';

import { useEffect, useState } from 'react';
import { initialAppPreviewState, startAppPreviewSimulation, type AppPreviewState } from '@/lib/simulation/app-preview';
import type { RandomSource } from '@/lib/simulation/random';

/** The docs/product.md#states simulation, ticking every 1.2 s while the phone is on the page. */
export function useAppPreviewSimulation(random: RandomSource = Math.random): AppPreviewState {
  const [state, setState] = useState(initialAppPreviewState);
  useEffect(() => startAppPreviewSimulation(setState, random), [random]);
  return state;
}
