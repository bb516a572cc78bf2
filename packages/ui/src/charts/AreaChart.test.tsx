import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaChart } from './AreaChart';

describe('AreaChart', () => {
  it('carries its data as a table for assistive technology', () => {
    render(
      <AreaChart
        data={[
          { x: '2026-11-01', y: 1200 },
          { x: '2026-11-02', y: 3400 },
        ]}
        seriesName="Visits"
        xLabel="Date"
        description="Visits per day"
        formatValue={(value) => `${value} times`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Visits per day' });
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Visits' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('2026-11-023400 times');
  });
});
