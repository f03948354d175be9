/**
 * The pendant simulator of docs/product.md#states: stands in for a pendant so the panel shows live-looking
 * numbers without hardware. It runs only while simulator mode is on, the panel is open and no
 * real pendant is connected (the hook decides that); this file is the arithmetic and the timer.
 */
import type { RandomSource } from '@/lib/simulation/random';

export const pendantSimulatorTickMs = 1200;

export type PendantReading = { heartRate: number | null; battery: number | null };

const heartRate = { start: 72, min: 58, max: 120, maxStep: 3 };
const battery = { start: 88, min: 1, max: 100, dropChance: 0.1 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** One tick: heart rate drifts by up to ±3 from the last value (72 if none); battery may drop 1. */
export function nextSimulatedReading(previous: PendantReading, random: RandomSource): PendantReading {
  // Always two draws in this order, so a seed replays the same sequence.
  const step = (random() * 2 - 1) * heartRate.maxStep;
  const batteryDraw = random();
  const lastBattery = previous.battery ?? battery.start;
  return {
    heartRate: Math.round(clamp((previous.heartRate ?? heartRate.start) + step, heartRate.min, heartRate.max)),
    battery: clamp(batteryDraw < battery.dropChance ? lastBattery - 1 : lastBattery, battery.min, battery.max),
  };
}

/** Ticks every 1200 ms from `from`; returns the function that stops it. */
export function startPendantSimulator(
  from: PendantReading,
  onTick: (reading: PendantReading) => void,
  random: RandomSource,
): () => void {
  let reading = from;
  const timer = setInterval(() => {
    reading = nextSimulatedReading(reading, random);
    onTick(reading);
  }, pendantSimulatorTickMs);
  return () => clearInterval(timer);
}
