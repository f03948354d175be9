import type { ReactNode } from 'react';

type Row = { key: string; header: string; cells: ReactNode[] };

/**
 * One table of measured figures on the status page: a caption, a header row (th scope="col") and
 * a header cell per row (th scope="row"), so a screen reader names every figure by its period and
 * column. It sits in a labelled region that scrolls on its own and takes keyboard focus, so on a
 * 360 px phone the table may scroll sideways but the page never does.
 */
export function FiguresTable({ id, caption, columns, rows }: { id: string; caption: string; columns: string[]; rows: Row[] }) {
  const captionId = `${id}-caption`;
  return (
    <div
      role="region"
      tabIndex={0}
      aria-labelledby={captionId}
      className="max-w-full overflow-x-auto rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table id={id} className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className="mb-2 text-left text-base font-semibold">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index < columns.length - 1 ? 'py-2 pr-2 align-bottom font-semibold' : 'py-2 align-bottom font-semibold'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-2 text-left font-medium">
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={index < row.cells.length - 1 ? 'py-2 pr-2 tabular-nums' : 'py-2 tabular-nums'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
