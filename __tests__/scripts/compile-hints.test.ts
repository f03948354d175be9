import { COMPILE_HINT, rootMainFiles, withCompileHint } from '../../scripts/support/compile-hints';

describe('the framework scripts’ compile hint (issue 48)', () => {
  it('is the first line, once, however often it is applied', () => {
    const script = '(globalThis.TURBOPACK||[]).push([]);';
    const marked = withCompileHint(script);
    expect(marked).toBe(`//# allFunctionsCalledOnLoad\n${script}`);
    expect(withCompileHint(marked)).toBe(marked);
    expect(marked.split('\n')[0]).toBe(COMPILE_HINT.trim());
  });

  it('goes to the scripts Next names rootMainFiles, and the build fails when there are none', () => {
    expect(rootMainFiles({ rootMainFiles: ['static/chunks/a.js', 'static/chunks/b.js'] })).toEqual(['static/chunks/a.js', 'static/chunks/b.js']);
    expect(() => rootMainFiles({})).toThrow(/rootMainFiles/);
    expect(() => rootMainFiles({ rootMainFiles: [] })).toThrow(/rootMainFiles/);
    expect(() => rootMainFiles({ rootMainFiles: ['static/chunks/a.css'] })).toThrow(/rootMainFiles/);
  });
});
