// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, Table, TableBody, TableHeader, Td, Th, type Column } from './table';

afterEach(cleanup);

interface Row {
  name: string;
  ms: number;
}

const columns: Column<Row>[] = [
  { header: 'name', className: 'font-mono', cell: (r) => r.name },
  { header: 'ms', align: 'right', cell: (r) => r.ms },
];
const rows: Row[] = [
  { name: 'list', ms: 12 },
  { name: 'status', ms: 7 },
];

describe('DataTable', () => {
  it('names its columns for a screen reader (scope="col") and reads each cell under its column', () => {
    render(<DataTable caption="Runs" columns={columns} rows={rows} rowProps={(r) => ({ 'data-name': r.name })} />);
    const table = screen.getByRole('table', { name: 'Runs' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['name', 'col'],
      ['ms', 'col'],
    ]);
    const body = within(table).getAllByRole('row').slice(1);
    expect(
      body.map((r) => [
        r.getAttribute('data-name'),
        ...[...(r as HTMLTableRowElement).cells].map((c) => c.textContent),
      ]),
    ).toEqual([
      ['list', 'list', '12'],
      ['status', 'status', '7'],
    ]);
  });

  it("aligns a column's header and cells alike, and a caller's class wins over the part's own", () => {
    render(<DataTable columns={columns} rows={rows} cellClassName="py-1.5" />);
    const [, msHeader] = screen.getAllByRole('columnheader');
    expect(msHeader.className).toContain('text-right');
    expect(msHeader.className).not.toContain('text-left');
    const [name, ms] = screen.getAllByRole('cell');
    expect(name.className.split(' ')).toEqual(expect.arrayContaining(['py-1.5', 'font-mono']));
    expect(name.className).not.toContain('py-2');
    expect(ms.className).toContain('text-right');
  });

  it('shows its empty state, not an empty table, when there are no rows', () => {
    const { container, rerender } = render(<DataTable columns={columns} rows={[]} />);
    expect(container.innerHTML).toBe('');
    rerender(<DataTable columns={columns} rows={[]} empty={<p>Nothing ran.</p>} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nothing ran.')).toBeTruthy();
  });
});

describe('the table parts', () => {
  it('scroll sideways in their wrapper and pass their attributes on to the table', () => {
    render(
      <Table data-testid="t">
        <TableHeader>
          <Th>a</Th>
        </TableHeader>
        <TableBody>
          <tr>
            <Td colSpan={1}>1</Td>
          </tr>
        </TableBody>
      </Table>,
    );
    const table = screen.getByTestId('t');
    expect(table.tagName).toBe('TABLE');
    expect(table.parentElement!.className).toBe('overflow-x-auto');
    expect(screen.getByRole('cell').getAttribute('colspan')).toBe('1');
  });
});
