/**
 * The phases of `npm test`, in order (docs/architecture.md#tests). Each is an npm script; a step
 * runs its phases side by side. The first step with a failure ends the run, as `a && b && c` did,
 * and the durations are printed either way, so a slow CI run says where its minutes went.
 */
export type Phase = { name: string; script: string; env?: Record<string, string> };

export const TEST_STEPS: readonly (readonly Phase[])[] = [
  [{ name: 'static checks', script: 'test:static' }],
  [{ name: 'unit and component tests', script: 'test:unit' }],
  [
    { name: 'backend tests (PGlite and PostgreSQL)', script: 'test:backend' },
    // Beside the backend tests, which leave about a quarter of two cores idle while they wait on
    // their servers (user + sys 466 s in 309 s), so the build costs the run almost nothing. The
    // static phase already type-checked everything; the build need not do it again.
    { name: 'production build', script: 'build', env: { NEXT_BUILD_TYPES_CHECKED: '1' } },
  ],
  [{ name: 'end-to-end tests', script: 'test:e2e' }],
];

export type PhaseOutcome = { name: string; seconds: number; ok: boolean } | { name: string; skipped: true };

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** The table printed at the end: one line per phase, then the run's own duration (side-by-side phases overlap). */
export function formatPhaseTable(outcomes: readonly PhaseOutcome[], totalSeconds: number): string {
  const width = Math.max(...outcomes.map((outcome) => outcome.name.length), 'total'.length);
  const lines = outcomes.map((outcome) =>
    'skipped' in outcome
      ? `  ${outcome.name.padEnd(width)}  not run`
      : `${outcome.ok ? '✓' : '✗'} ${outcome.name.padEnd(width)}  ${minutes(outcome.seconds).padStart(10)}`,
  );
  return ['npm test, time per phase:', ...lines, `  ${'total'.padEnd(width)}  ${minutes(totalSeconds).padStart(10)}`].join('\n');
}
