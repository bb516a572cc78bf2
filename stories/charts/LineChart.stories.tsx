import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { multiDimensionOverview } from '@pasture/ui/testing';
import { LineChart, useFeatureTranslation, useLocale, type LineChartProps } from '@pasture/ui';
import { formatChartDay, multiDimensionAnalysisLocale } from '@pasture/ui/internal';
import { asStoryComponent, ChartCard, type ChartTextArgs } from './chartStory';
import { formatNumber, storyLocale, text, textWith } from '../support/texts';
import { usage } from '../support/usage';

type Args = ChartTextArgs<LineChartProps, 'series' | 'description' | 'xLabel'>;

/** The kit's line chart with the multi-dimension overview's four series of eight days and its texts. */
const meta = {
  title: 'Components/Charts/LineChart',
  component: asStoryComponent<Args>(LineChart),
  args: {
    area: true,
    categories: multiDimensionOverview.xAxis,
    minXLabelSpacing: 64,
  },
  render: function OverviewLines(args) {
    const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
    const { locale } = useLocale();
    return (
      <ChartCard title={t('multiDimensionAnalysis.overview.title')}>
        <LineChart
          {...args}
          series={
            args.series ??
            multiDimensionOverview.data.map((metric) => ({
              key: metric.name,
              name: t(`multiDimensionAnalysis.overview.metrics.${metric.name}`),
              values: metric.value,
            }))
          }
          description={args.description ?? t('multiDimensionAnalysis.overview.description')}
          xLabel={args.xLabel ?? t('multiDimensionAnalysis.day')}
          formatCategory={(day) => formatChartDay(locale, day)}
        />
      </ChartCard>
    );
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'One or more measures over the same time axis, to compare their trends; the legend toggles each series.',
          do: [
            'Fix `yMax` for percentages (100) so two charts read alike.',
            'Use `area` for one or two series only; more fills hide each other.',
          ],
          dont: [
            'Mix measures of different units on one axis.',
            'Use it for a handful of categories without order: that is a BarChart.',
          ],
          content:
            "Legend names are the measures' names as the page's table calls them; `xLabel` names the axis (Day, Hour).",
        }),
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = () => text('multiDimensionAnalysis.overview.description');
const day = (isoDay: string) => formatChartDay(storyLocale(), isoDay);
const [production] = multiDimensionOverview.data;

/** Hovering shows every series' value on the day nearest the pointer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    // The axis writes the days as the language does ('11月22日', 'Nov 22'), as the tooltip does.
    await expect(within(plot).getByText(day('2026-11-22'))).toBeInTheDocument();
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.right - 30, clientY: box.top + box.height / 2 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(day('2026-11-22'));
    await expect(tooltip).toHaveTextContent(
      `${text('multiDimensionAnalysis.overview.metrics.contentProduction')}${formatNumber(production?.count ?? 0)}`,
    );
    await userEvent.unhover(plot);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** A legend entry is a toggle: off, its series leaves the drawing and the tooltip (never the table). */
export const LegendToggle: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    const legend = canvas.getByRole('group', { name: text('charts.legend', { chart: name() }) });
    const clicks = within(legend).getByRole('button', {
      name: text('multiDimensionAnalysis.overview.metrics.contentClick'),
    });
    await userEvent.click(clicks);
    await expect(clicks).toHaveAttribute('aria-pressed', 'false');
    plot.focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      text('multiDimensionAnalysis.overview.metrics.contentProduction'),
    );
    await expect(tooltip).not.toHaveTextContent(
      text('multiDimensionAnalysis.overview.metrics.contentClick'),
    );
    const table = canvas.getByRole('table', { name: name() });
    await expect(
      within(table).getByRole('columnheader', {
        name: text('multiDimensionAnalysis.overview.metrics.contentClick'),
      }),
    ).toBeInTheDocument();
    await userEvent.click(clicks);
    await expect(clicks).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Tab reaches the chart; the arrow keys walk the days, Home and End jump, Escape closes the tooltip. */
export const Keyboard: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    const legend = canvas.getByRole('group', { name: text('charts.legend', { chart: name() }) });
    within(legend).getAllByRole('button').at(-1)?.focus();
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(day('2026-11-15'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(day('2026-11-17'));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(day('2026-11-22'));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** The summary the drawing is described by states each series' lowest, highest and last day. */
export const TextSummary: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    await expect(plot).toHaveAccessibleDescription(
      textWith('charts.summary.series', {
        name: text('multiDimensionAnalysis.overview.metrics.contentProduction'),
        count: 8,
      }),
    );
    await expect(plot).toHaveAccessibleDescription(
      textWith('charts.summary.series', { last: formatNumber(1902), lastAt: day('2026-11-22') }),
    );
  },
};

export const Lines: Story = {
  args: { area: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: name() })).toBeVisible();
  },
};
