/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script whose first
 * line is this comment has all its functions compiled eagerly, on a background thread while the
 * script downloads, instead of lazily on the main thread the first time each one is called.
 * Chrome 136 and later read it; other browsers see a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (once, however often it is applied). */
export function withCompileHint(script: string): string {
  return script.startsWith(COMPILE_HINT) ? script : COMPILE_HINT + script;
}

type BuildManifest = { rootMainFiles?: unknown };

/**
 * The scripts every page of the app loads and runs at once (React DOM, Next's router and runtime):
 * Next's build manifest names them `rootMainFiles`, paths relative to `.next`. Throws when there
 * are none, so a Next upgrade that renames them fails the build instead of dropping the hint.
 */
export function rootMainFiles(manifest: BuildManifest): string[] {
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0 || !files.every((file) => typeof file === 'string' && file.endsWith('.js'))) {
    throw new Error('.next/build-manifest.json names no rootMainFiles: the framework scripts cannot be given their compile hint.');
  }
  return files as string[];
}
