import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { workplaceContentData } from '@pasture/ui/testing';
import { AreaChart, useFeatureTranslation, type AreaChartProps } from '@pasture/ui';
import { workplaceLocale } from '@pasture/ui/internal';
import { asStoryComponent, type ChartTextArgs } from './chartStory';
import { text } from '../support/texts';
import { usage } from '../support/usage';

type Args = ChartTextArgs<AreaChartProps, 'seriesName' | 'xLabel' | 'description'>;

/** The chart with the workplace's 12-point series and texts, so every label comes from i18n. */
const meta = {
  title: 'Components/Charts/AreaChart',
  component: asStoryComponent<Args>(AreaChart),
  args: { area: true, data: workplaceContentData.series },
  render: function ContentAreaChart(args) {
    const { t, locale } = useFeatureTranslation(workplaceLocale);
    const format = new Intl.NumberFormat(locale);
    return (
      <div style={{ padding: 24, maxWidth: 760 }}>
        <AreaChart
          {...args}
          seriesName={args.seriesName ?? t('workplace.contentData.series')}
          xLabel={args.xLabel ?? t('workplace.contentData.date')}
          description={args.description ?? t('workplace.contentData.description')}
          formatValue={(value) => format.format(value)}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'One measure over time (a day, a month): the trend matters more than each value.',
          do: [
            'Write `description` as one sentence of what the chart shows: it names the drawing and captions the data table screen readers get.',
            "Format values and categories in the reader's language (`formatValue`, `formatCategory`).",
          ],
          dont: [
            'Compare several measures: that is a LineChart with a legend.',
            'Use it for parts of a whole: that is a PieChart.',
          ],
          content:
            '`seriesName` and `xLabel` are short nouns (Contents, Date); numbers without units in the series, the unit in the name.',
        }),
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const series = workplaceContentData.series;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: text('workplace.contentData.description') }),
    ).toBeVisible();
    // Legend.
    await expect(canvas.getAllByText(text('workplace.contentData.series'))[0]).toBeVisible();
    // The text alternative: every point in a table (visually hidden, read by screen readers).
    const table = canvas.getByRole('table', { name: text('workplace.contentData.description') });
    await expect(within(table).getAllByRole('row')).toHaveLength(series.length + 1);
    const first = series[0];
    if (!first) throw new Error('empty series');
    await expect(within(table).getByRole('rowheader', { name: first.x })).toBeInTheDocument();
  },
};

export const Line: Story = {
  args: { area: false },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: text('workplace.contentData.description') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: text('workplace.contentData.description') }),
    ).toBeInTheDocument();
  },
};

export const Tooltip: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', {
      name: text('workplace.contentData.description'),
    });
    const first = series[0];
    if (!first) throw new Error('empty series');
    // Near the left edge of the plot area (after the y axis): the nearest point is the first day.
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.left + 60, clientY: box.top + box.height / 2 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(first.x);
    await expect(tooltip).toHaveTextContent(new Intl.NumberFormat('zh-CN').format(first.y));
    await userEvent.unhover(plot);
    await waitFor(async () => {
      await expect(canvas.queryByRole('tooltip')).toBeNull();
    });
  },
};
