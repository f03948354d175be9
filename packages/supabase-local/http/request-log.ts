export type LogLine = (line: string) => void;

/** One line per request: `METHOD path status ms`, the query string left out (it may hold keys). */
export function formatRequestLine(method: string, pathname: string, status: number, startedAt: number): string {
  const ms = (performance.now() - startedAt).toFixed(1);
  return `${method} ${pathname} ${status} ${ms}ms`;
}
