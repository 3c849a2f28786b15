import type { ComponentProps, Key, ReactNode } from 'react';
import { cn } from './cn';

/**
 * The studio's table: it scrolls sideways on a narrow screen instead of squeezing its columns, names its columns in a
 * header row (`scope="col"`, so a screen reader reads each cell with its column) and divides its rows with a soft
 * line. Colours are theme tokens (muted text, line borders), so it reads the same in light and dark. A caller's
 * class wins over the part's own (cn): a denser row, a cell aligned otherwise.
 */
export function Table({
  caption,
  className,
  children,
  ...props
}: ComponentProps<'table'> & {
  /** What the table holds, for a screen reader (not shown: the card's title says it on screen). */
  caption?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full text-sm', className)} {...props}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

/** The header row: its cells are `Th`s. */
export function TableHeader({ className, children, ...props }: ComponentProps<'thead'>) {
  return (
    <thead className={cn('border-b border-line', className)} {...props}>
      <tr>{children}</tr>
    </thead>
  );
}

type Align = 'left' | 'right';

export function Th({ align, className, ...props }: ComponentProps<'th'> & { align?: Align }) {
  return (
    <th
      scope="col"
      className={cn('px-3 py-2 text-left text-xs font-medium text-muted', align === 'right' && 'text-right', className)}
      {...props}
    />
  );
}

/** The rows, divided by a soft line. */
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-line-soft', className)} {...props} />;
}

export function Td({ align, className, ...props }: ComponentProps<'td'> & { align?: Align }) {
  return <td className={cn('px-3 py-2 align-baseline', align === 'right' && 'text-right', className)} {...props} />;
}

/** A body row's own attributes: a class, its `data-*` for a test or a style. */
export type RowProps = ComponentProps<'tr'> & { [data: `data-${string}`]: string | number | undefined };

/** One column of a `DataTable`: its header and how a row fills its cell. */
export interface Column<R> {
  header: ReactNode;
  align?: Align;
  /** Classes of the header cell, beyond the part's own. */
  headerClassName?: string;
  /** Classes of each of its body cells, beyond the table's `cellClassName`. */
  className?: string;
  cell(row: R, index: number): ReactNode;
}

/**
 * Rows under named columns, or `empty` when there are none (nothing by default): a table whose rows are one `tr`
 * each. A table with rows that open, or cells it builds itself, uses the parts above.
 */
export function DataTable<R>({
  columns,
  rows,
  rowKey = (_row, index) => index,
  rowProps,
  cellClassName,
  empty = null,
  ...props
}: Omit<ComponentProps<typeof Table>, 'children'> & {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey?(row: R, index: number): Key;
  rowProps?(row: R, index: number): RowProps;
  /** Classes of every body cell (a denser padding, another vertical alignment). */
  cellClassName?: string;
  empty?: ReactNode;
}) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <Table {...props}>
      <TableHeader>
        {columns.map((c, j) => (
          <Th key={j} align={c.align} className={c.headerClassName}>
            {c.header}
          </Th>
        ))}
      </TableHeader>
      <TableBody>
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)} {...rowProps?.(row, i)}>
            {columns.map((c, j) => (
              <Td key={j} align={c.align} className={cn(cellClassName, c.className)}>
                {c.cell(row, i)}
              </Td>
            ))}
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
