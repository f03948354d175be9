/**
 * The homepage app preview simulation of docs/product.md#states, as a pure step function: the phone on the
 * homepage calls it every 1.2 s. No real device or person is behind these numbers.
 */
import type { RandomSource } from './random';

export const appPreviewTickMs = 1200;

export type AppPreviewState = {
  heartRate: number;
  battery: number;
  aiActive: boolean;
  reminders: number;
};

export const initialAppPreviewState: AppPreviewState = { heartRate: 72, battery: 85, aiActive: true, reminders: 2 };

const heartRate = { min: 58, max: 110, maxStep: 3 };
const chances = { batteryDrop: 0.1, aiToggle: 0.02, reminderDone: 0.05 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function nextAppPreviewState(state: AppPreviewState, random: RandomSource): AppPreviewState {
  // One draw per quantity, always in the same order, so a seed replays the same story.
  const step = (random() * 2 - 1) * heartRate.maxStep;
  const batteryDraw = random();
  const aiDraw = random();
  const reminderDraw = random();
  return {
    heartRate: clamp(Math.round(state.heartRate + step), heartRate.min, heartRate.max),
    battery: batteryDraw < chances.batteryDrop ? Math.max(1, state.battery - 1) : state.battery,
    aiActive: aiDraw < chances.aiToggle ? !state.aiActive : state.aiActive,
    reminders: reminderDraw < chances.reminderDone ? Math.max(0, state.reminders - 1) : state.reminders,
  };
}

/** Runs the simulation on a timer; returns the function that stops it. */
export function startAppPreviewSimulation(
  onTick: (state: AppPreviewState) => void,
  random: RandomSource = Math.random,
  from: AppPreviewState = initialAppPreviewState,
): () => void {
  let state = from;
  const timer = setInterval(() => {
    state = nextAppPreviewState(state, random);
    onTick(state);
  }, appPreviewTickMs);
  return () => clearInterval(timer);
}
