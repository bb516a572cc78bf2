import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PastureTestProvider } from '../../testing';
import { Table } from './Table';
import { createTableColumnHelper } from './tableFeatures';

interface Row {
  id: string;
  tag: string;
  weight: number;
}
const column = createTableColumnHelper<Row>();
const rows: Row[] = [{ id: '1', tag: 'CN-0001', weight: 512 }];

function renderTable(columns: Parameters<typeof Table<Row>>[0]['columns']) {
  render(
    <PastureTestProvider>
      <Table aria-label="Herd" columns={columns} data={rows} getRowId={(row) => row.id} />
    </PastureTestProvider>,
  );
  return screen.getByRole('table', { name: 'Herd' });
}

describe('table width', () => {
  it('fills its box when a column has no size of its own (it takes the free width)', () => {
    const table = renderTable([
      column.accessor('tag', { header: 'Ear tag', size: 120 }),
      column.accessor('weight', { header: 'Weight' }),
    ]);
    expect(table.style.width).toBe('100%');
    // Never narrower than the sized column plus the other's least width (100 px, or a larger minSize).
    expect(table.style.minWidth).toBe('220px');
  });

  it('is exactly the sum of the widths when every column is sized', () => {
    const table = renderTable([
      column.accessor('tag', { header: 'Ear tag', size: 120 }),
      column.accessor('weight', { header: 'Weight', size: 100 }),
    ]);
    expect(table.style.width).toBe('220px');
  });
});
