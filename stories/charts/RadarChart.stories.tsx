import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { multiDimensionContentTypes } from '@pasture/ui/testing';
import { RadarChart, useFeatureTranslation, type RadarChartProps } from '@pasture/ui';
import { multiDimensionAnalysisLocale } from '@pasture/ui/internal';
import { asStoryComponent, ChartCard, type ChartTextArgs } from './chartStory';
import { formatNumber, text } from '../support/texts';
import { usage } from '../support/usage';

type Args = ChartTextArgs<RadarChartProps, 'axes' | 'series' | 'description' | 'axisLabel'>;

/** The kit's radar with the multi-dimension page's content per topic and kind. */
const meta = {
  title: 'Components/Charts/RadarChart',
  component: asStoryComponent<Args>(RadarChart),
  render: function TopicRadar(args) {
    const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
    return (
      <ChartCard title={t('multiDimensionAnalysis.typeDistribution.title')}>
        <div style={{ maxWidth: 420 }}>
          <RadarChart
            {...args}
            axes={
              args.axes ??
              multiDimensionContentTypes.axes.map((topic) =>
                t(`multiDimensionAnalysis.typeDistribution.topics.${topic}`),
              )
            }
            series={
              args.series ??
              multiDimensionContentTypes.data.map((kind) => ({
                key: kind.name,
                name: t(`multiDimensionAnalysis.kinds.${kind.name}`),
                values: kind.value,
              }))
            }
            description={
              args.description ?? t('multiDimensionAnalysis.typeDistribution.description')
            }
            axisLabel={args.axisLabel ?? t('multiDimensionAnalysis.typeDistribution.topic')}
          />
        </div>
      </ChartCard>
    );
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A few series compared over the same five to eight dimensions (content per topic and kind).',
          do: [
            'Keep every axis on the same scale and meaning (counts of the same thing).',
            "Name the axes' dimension in `axisLabel` for the data table.",
          ],
          dont: [
            'Use it for a single series or for ordered data: a BarChart reads faster.',
            'Put more than three series on it.',
          ],
          content: "Axis names are one or two words; series names as in the page's legend.",
        }),
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = () => text('multiDimensionAnalysis.typeDistribution.description');
const valueOf = (kind: string, topic: number) =>
  multiDimensionContentTypes.data.find((entry) => entry.name === kind)?.value[topic] ?? 0;

/** Pointing below the centre picks the topic at six o'clock. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    // The axes are named in the page's language.
    await expect(
      within(plot).getByText(text('multiDimensionAnalysis.typeDistribution.topics.international')),
    ).toBeInTheDocument();
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.left + box.width / 2, clientY: box.bottom - 40 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    // Six topics clockwise from the top: the fourth is at the bottom.
    await expect(tooltip).toHaveTextContent(
      text('multiDimensionAnalysis.typeDistribution.topics.finance'),
    );
    await expect(tooltip).toHaveTextContent(
      `${text('multiDimensionAnalysis.kinds.text')}${formatNumber(valueOf('text', 3))}`,
    );
  },
};

export const LegendToggle: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    const legend = canvas.getByRole('group', { name: text('charts.legend', { chart: name() }) });
    await userEvent.click(
      within(legend).getByRole('button', { name: text('dataAnalysis.kinds.video') }),
    );
    plot.focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      text('multiDimensionAnalysis.typeDistribution.topics.international'),
    );
    await expect(tooltip).not.toHaveTextContent(text('dataAnalysis.kinds.video'));
  },
};

export const Keyboard: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    plot.focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      text('multiDimensionAnalysis.typeDistribution.topics.international'),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(
      text('multiDimensionAnalysis.typeDistribution.topics.entertainment'),
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(
      text('multiDimensionAnalysis.typeDistribution.topics.international'),
    );
  },
};
