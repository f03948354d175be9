import { formatPhaseTable, TEST_STEPS } from '@/scripts/test-phases/phases';

describe('npm test phases (scripts/run-tests.ts)', () => {
  it('runs the README test command’s phases in order, the build beside the backend tests', () => {
    expect(TEST_STEPS.map((step) => step.map((phase) => phase.script))).toEqual([['test:static'], ['test:unit'], ['test:backend', 'build'], ['test:e2e']]);
    expect(TEST_STEPS.flat().find((phase) => phase.script === 'build')?.env).toEqual({ NEXT_BUILD_TYPES_CHECKED: '1' });
  });

  it('prints each phase’s time, the failed one marked, the ones after it not run, and the run’s own total', () => {
    const table = formatPhaseTable(
      [
        { name: 'static checks', seconds: 95.4, ok: true },
        { name: 'unit and component tests', seconds: 61, ok: false },
        { name: 'end-to-end tests', skipped: true },
      ],
      157,
    );
    expect(table.split('\n')).toEqual([
      'npm test, time per phase:',
      '✓ static checks             1 min 35 s',
      '✗ unit and component tests  1 min 01 s',
      '  end-to-end tests          not run',
      '  total                     2 min 37 s',
    ]);
  });
});
