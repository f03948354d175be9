/**
 * Caption and column headers (th scope="col") of the member's history tables: access log, alarm
 * timeline, positions, device readings. One place for the markup screen readers rely on.
 */
export function HistoryTableHead({ caption, columns, captionHidden = false }: { caption: string; columns: string[]; captionHidden?: boolean }) {
  return (
    <>
      <caption className={captionHidden ? 'sr-only' : 'mb-2 text-left text-muted-foreground'}>{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          {columns.map((column, index) => (
            <th key={column} scope="col" className={index < columns.length - 1 ? 'py-2 pr-2 font-semibold' : 'py-2 font-semibold'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
