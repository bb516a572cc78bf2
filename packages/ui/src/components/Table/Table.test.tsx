import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PastureTestProvider } from '../../testing';
import { Table, type TableProps } from './Table';
import { createTableColumnHelper } from './tableFeatures';

interface Row {
  id: string;
  tag: string;
  weight: number;
}
const column = createTableColumnHelper<Row>();
const rows: Row[] = [{ id: '1', tag: 'CN-0001', weight: 512 }];

function headers(props: Partial<TableProps<Row>> & Pick<TableProps<Row>, 'columns'>) {
  render(
    <PastureTestProvider>
      <Table aria-label="Herd" data={rows} getRowId={(row) => row.id} selectable {...props} />
    </PastureTestProvider>,
  );
  const [headerRow] = within(screen.getByRole('table', { name: 'Herd' })).getAllByRole('row');
  return within(headerRow!).getAllByRole('columnheader');
}

describe('the selection column', () => {
  // Neither column is `fixed`, and an order names only the caller's columns (as DataTable's column settings do).
  const unfixed = [
    column.accessor('tag', { header: 'Ear tag' }),
    column.accessor('weight', { header: 'Weight' }),
  ];

  it('leads when no column is fixed and an order names only the data columns', () => {
    const [first, ...rest] = headers({ columns: unfixed, columnOrder: ['weight', 'tag'] });
    expect(
      within(first!).getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toBeInTheDocument();
    expect(rest.map((cell) => cell.textContent)).toEqual(['Weight', 'Ear tag']);
  });

  it('leads when a later column is fixed at the start', () => {
    const [first, second] = headers({
      columns: [
        unfixed[0]!,
        column.accessor('weight', { header: 'Weight', meta: { fixed: 'start' } }),
      ],
    });
    expect(
      within(first!).getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toBeInTheDocument();
    expect(second).toHaveTextContent('Weight');
  });
});
