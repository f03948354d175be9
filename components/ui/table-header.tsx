import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The header row of our plain data tables (admin lists, invoices): one `th scope="col"` per
 * column, so screen readers name each cell by its column, with the same spacing everywhere.
 */
export function TableHeader({ columns, className }: { columns: ReactNode[]; className?: string }) {
  return (
    <thead>
      <tr className="border-b border-border">
        {columns.map((column, index) => (
          <th key={index} scope="col" className={cn('py-2 font-semibold', index < columns.length - 1 && 'pr-3', className)}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
