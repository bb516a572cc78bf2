import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { dataAnalysisOpinionTrends } from '@pasture/ui/testing';
import { Sparkline, useFeatureTranslation, useLocale, type SparklineProps } from '@pasture/ui';
import { dataAnalysisLocale, formatChartDay } from '@pasture/ui/internal';
import { asStoryComponent, ChartCard, type ChartTextArgs } from './chartStory';
import { formatNumber, storyLocale, text } from '../support/texts';
import { usage } from '../support/usage';

const visitors = dataAnalysisOpinionTrends.visitors.chartData;

type Args = ChartTextArgs<SparklineProps, 'values' | 'name' | 'description' | 'xLabel'>;

/** The kit's sparkline with the analysis page's visitors of 12 days, as a line or as bars. */
const meta = {
  title: 'Components/Charts/Sparkline',
  component: asStoryComponent<Args>(Sparkline),
  args: {
    type: 'line',
    categories: visitors.map((point) => point.x),
    values: visitors.map((point) => point.y),
    height: 64,
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['line', 'bar'] },
  },
  render: function VisitorsSparkline(args) {
    const { t } = useFeatureTranslation(dataAnalysisLocale);
    const { locale } = useLocale();
    return (
      <ChartCard title={t('dataAnalysis.opinion.quotas.visitors')}>
        <div style={{ maxWidth: 240 }}>
          <Sparkline
            {...args}
            values={args.values ?? visitors.map((point) => point.y)}
            name={args.name ?? t('dataAnalysis.opinion.quotas.visitors')}
            description={args.description ?? t('dataAnalysis.opinion.descriptions.visitors')}
            xLabel={args.xLabel ?? t('dataAnalysis.day')}
            formatCategory={(day) => formatChartDay(locale, day)}
          />
        </div>
      </ChartCard>
    );
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A small trend beside a number (a statistic card): the shape, not the values.',
          do: [
            'Pair it with the number it explains and name it (`name`, `description`) for screen readers.',
            'Choose `bar` for counts per day, `line` for a running measure.',
          ],
          dont: [
            'Use it as the only place a value can be read: it has no axes.',
            'Give it a legend or more than one series.',
          ],
          content: '`name` is the measure (Visitors); `description` says over what period.',
        }),
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = () => text('dataAnalysis.opinion.descriptions.visitors');
const first = visitors[0];

/** Even without axes, hovering tells the day and its value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.left + 4, clientY: box.top + box.height / 2 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(formatChartDay(storyLocale(), '2026-11-11'));
    await expect(tooltip).toHaveTextContent(
      `${text('dataAnalysis.opinion.quotas.visitors')}${formatNumber(first?.y ?? 0)}`,
    );
  },
};

export const Bars: Story = {
  args: { type: 'bar' },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    plot.focus();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      formatChartDay(storyLocale(), '2026-11-22'),
    );
  },
};
