import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { AreaChart } from './AreaChart';
import { BarChart } from './CartesianChart';
import { PieChart } from './PieChart';
import { RadarChart } from './RadarChart';

// The drawing needs a layout (happy-dom has none, so it stays out); the text alternatives and the legend do not.
function renderIn(locale: 'zh-CN' | 'en-US', chart: ReactNode) {
  return render(
    <I18nextProvider i18n={createI18n({ locale, persist: false })}>{chart}</I18nextProvider>,
  );
}

describe('the chart kit', () => {
  it('carries a line chart’s data as a table', () => {
    renderIn(
      'en-US',
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

  it('states lowest, highest and last value of each series in its summary, in the language shown', () => {
    renderIn(
      'zh-CN',
      <BarChart
        categories={['00:00', '02:00', '04:00']}
        series={[{ key: 'text', name: '纯文本', values: [1200, 800, 1500] }]}
        description="发布量"
        xLabel="时段"
      />,
    );
    expect(
      screen.getByText(
        '纯文本：3 个数据，最低 800（02:00），最高 1,500（04:00），最后 1,500（04:00）。',
        { exact: false },
      ),
    ).toBeInTheDocument();
  });

  it('makes the legend of several series a row of toggle buttons that report the hidden keys', async () => {
    const onHiddenKeysChange = vi.fn();
    renderIn(
      'en-US',
      <BarChart
        stacked
        categories={['00:00', '02:00']}
        series={[
          { key: 'text', name: 'Text', values: [1, 2] },
          { key: 'video', name: 'Video', values: [3, 4] },
        ]}
        description="Published"
        xLabel="Time"
        onHiddenKeysChange={onHiddenKeysChange}
      />,
    );
    const legend = screen.getByRole('group', { name: 'Legend of Published' });
    const video = within(legend).getByRole('button', { name: 'Video' });
    expect(video).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(video);
    expect(video).toHaveAttribute('aria-pressed', 'false');
    expect(onHiddenKeysChange).toHaveBeenLastCalledWith({ hiddenKeys: ['video'] });
    // The table keeps every series whatever the legend hides.
    const table = screen.getByRole('table', { name: 'Published' });
    expect(within(table).getByRole('columnheader', { name: 'Video' })).toBeInTheDocument();
    await userEvent.click(video);
    expect(onHiddenKeysChange).toHaveBeenLastCalledWith({ hiddenKeys: [] });
  });

  it('gives a pie each slice’s share in the summary and the table', () => {
    renderIn(
      'en-US',
      <PieChart
        data={[
          { key: 'a', name: 'Text', value: 25 },
          { key: 'b', name: 'Video', value: 75 },
        ]}
        description="Shares by type"
        nameLabel="Type"
        valueLabel="Shares"
      />,
    );
    expect(
      screen.getByText('Total 100: Text 25 (25%) and Video 75 (75%).', { exact: false }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Shares by type' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('TypeSharesShare');
    expect(rows[2]).toHaveTextContent('Video7575%');
  });

  it('lists a radar’s axes as the rows of its table', () => {
    renderIn(
      'en-US',
      <RadarChart
        axes={['Sports', 'Finance', 'Tech']}
        series={[{ key: 'text', name: 'Text', values: [10, 20, 30] }]}
        description="Content by category"
        axisLabel="Category"
      />,
    );
    const table = screen.getByRole('table', { name: 'Content by category' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sports', 'Finance', 'Tech']);
  });
});
