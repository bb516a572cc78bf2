import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataAnalysisContentPublish } from '@pasture/ui/testing';
import { BarChart, useFeatureTranslation, useLocale, type BarChartProps } from '@pasture/ui';
import { dataAnalysisLocale, formatChartNumber } from '@pasture/ui/internal';
import { asStoryComponent, ChartCard, type ChartTextArgs } from './chartStory';
import { formatNumber, text } from '../support/texts';
import { usage } from '../support/usage';

type Args = ChartTextArgs<BarChartProps, 'series' | 'description' | 'xLabel'>;

/** The kit's bar chart with the analysis page's articles per kind every two hours, stacked or side by side. */
const meta = {
  title: 'Components/Charts/BarChart',
  component: asStoryComponent<Args>(BarChart),
  args: {
    stacked: true,
    categories: dataAnalysisContentPublish[0]?.x ?? [],
    legend: 'bottom',
    minXLabelSpacing: 52,
  },
  render: function PublishBars(args) {
    const { t } = useFeatureTranslation(dataAnalysisLocale);
    const { locale } = useLocale();
    return (
      <ChartCard title={t('dataAnalysis.publish.title')}>
        <BarChart
          {...args}
          series={
            args.series ??
            dataAnalysisContentPublish.map((record) => ({
              key: record.name,
              name: t(`dataAnalysis.kinds.${record.name}`),
              values: record.y,
            }))
          }
          description={args.description ?? t('dataAnalysis.publish.description')}
          xLabel={args.xLabel ?? t('dataAnalysis.hour')}
          formatValue={(value) => formatChartNumber(locale, value)}
        />
      </ChartCard>
    );
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Values per category (per hour, per barn), side by side to compare, or `stacked` when the total counts too.',
          do: [
            'Stack only series that add up to a meaningful total; the tooltip then shows it.',
            'Keep category labels short; the chart labels every n-th one (`minXLabelSpacing`) rather than overlapping.',
          ],
          dont: [
            'Show a trend over many points: that is a LineChart.',
            'Use more than five series: group the rest.',
          ],
          content:
            'Series names are plural nouns (Articles, Videos); `description` says what is counted and over what.',
        }),
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = () => text('dataAnalysis.publish.description');
const at = (index: number) => dataAnalysisContentPublish.map((record) => record.y[index] ?? 0);

/** Hovering a stack shows each kind at that hour and their total. */
export const Stacked: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.right - 20, clientY: box.top + box.height / 2 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    const last = at(11);
    await expect(tooltip).toHaveTextContent('22:00');
    await expect(tooltip).toHaveTextContent(
      `${text('dataAnalysis.kinds.imageText')}${formatNumber(last[1] ?? 0)}`,
    );
    await expect(tooltip).toHaveTextContent(
      `${text('charts.total')}${formatNumber(last.reduce((a, b) => a + b, 0))}`,
    );
  },
};

/** Side by side: no total, one bar per kind. */
export const Grouped: Story = {
  args: { stacked: false },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    plot.focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('00:00');
    await expect(tooltip).toHaveTextContent(
      `${text('dataAnalysis.kinds.text')}${formatNumber(at(0)[0] ?? 0)}`,
    );
    await expect(tooltip).not.toHaveTextContent(text('charts.total'));
  },
};

export const LegendToggle: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    const legend = canvas.getByRole('group', { name: text('charts.legend', { chart: name() }) });
    await userEvent.click(
      within(legend).getByRole('button', { name: text('dataAnalysis.kinds.text') }),
    );
    plot.focus();
    const first = at(0);
    await waitFor(async () => {
      await expect(canvas.getByRole('tooltip')).toHaveTextContent(
        `${text('charts.total')}${formatNumber((first[1] ?? 0) + (first[2] ?? 0))}`,
      );
    });
    await expect(canvas.getByRole('tooltip')).not.toHaveTextContent(
      text('dataAnalysis.kinds.text'),
    );
  },
};
