import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { multiDimensionContentSources } from '@pasture/ui/testing';
import { PieChart, useFeatureTranslation, type PieChartProps } from '@pasture/ui';
import { multiDimensionAnalysisLocale } from '@pasture/ui/internal';
import { asStoryComponent, ChartCard, type ChartTextArgs } from './chartStory';
import { formatNumber, storyLocale, text, textPattern, textWith } from '../support/texts';
import { usage } from '../support/usage';

const textSources = multiDimensionContentSources.find((entry) => entry.kind === 'text');
if (!textSources) throw new Error('no text sources');

type Args = ChartTextArgs<
  PieChartProps,
  'data' | 'description' | 'nameLabel' | 'valueLabel' | 'centerLabel'
>;

/** The kit's pie with the multi-dimension page's sources of text content, as a donut or a full pie. */
const meta = {
  title: 'Components/Charts/PieChart',
  component: asStoryComponent<Args>(PieChart),
  args: { donut: true },
  render: function SourcePie(args) {
    const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
    return (
      <ChartCard title={t('multiDimensionAnalysis.source.title')}>
        <div style={{ maxWidth: 420 }}>
          <PieChart
            {...args}
            data={
              args.data ??
              (textSources?.sources ?? []).map((source) => ({
                key: source.name,
                name: t(`multiDimensionAnalysis.source.sources.${source.name}`),
                value: source.value,
              }))
            }
            description={args.description ?? t('multiDimensionAnalysis.source.description.text')}
            nameLabel={args.nameLabel ?? t('multiDimensionAnalysis.source.source')}
            valueLabel={args.valueLabel ?? t('multiDimensionAnalysis.source.count')}
            centerLabel={args.centerLabel ?? t('multiDimensionAnalysis.kinds.text')}
          />
        </div>
      </ChartCard>
    );
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Parts of one whole (sources of content, herd by breed), up to about six slices.',
          do: [
            'Use `donut` with a `centerLabel` naming the whole.',
            "Give `nameLabel` and `valueLabel` for the data table's columns.",
          ],
          dont: [
            'Compare values across time or between wholes: use a BarChart.',
            'Show many tiny slices: group them as Other.',
          ],
          content:
            'Slice names are short nouns; values are counts, the chart adds the percentages.',
        }),
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = () => text('multiDimensionAnalysis.source.description.text');
const total = textSources.sources.reduce((sum, source) => sum + source.value, 0);
const share = (value: number) =>
  new Intl.NumberFormat(storyLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / total,
  );
const ugc = textSources.sources[0]?.value ?? 0;

/** Hovering a slice shows its value and share of the whole. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    const box = plot.getBoundingClientRect();
    // Just right of twelve o'clock on the ring: the first slice.
    const radius = Math.min(box.width, box.height) / 2 - 6;
    await userEvent.pointer({
      target: plot,
      coords: {
        clientX: box.left + box.width / 2 + 8,
        clientY: box.top + box.height / 2 - radius * 0.8,
      },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(text('multiDimensionAnalysis.source.sources.ugc'));
    await expect(tooltip).toHaveTextContent(formatNumber(ugc));
    await expect(tooltip).toHaveTextContent(`${text('charts.share')}${share(ugc)}`);
  },
};

/** Taking a slice out: the others share the whole that is left; the table keeps every slice. */
export const LegendToggle: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    const legend = canvas.getByRole('group', { name: text('charts.legend', { chart: name() }) });
    await userEvent.click(
      within(legend).getByRole('button', {
        name: text('multiDimensionAnalysis.source.sources.ugc'),
      }),
    );
    plot.focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(text('multiDimensionAnalysis.source.sources.foreign'));
    const table = canvas.getByRole('table', { name: name() });
    await expect(
      within(table).getByRole('rowheader', {
        name: text('multiDimensionAnalysis.source.sources.ugc'),
      }),
    ).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: name() });
    plot.focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      text('multiDimensionAnalysis.source.sources.ugc'),
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(
      text('multiDimensionAnalysis.typeDistribution.topics.other'),
    );
    await expect(plot).toHaveAccessibleDescription(
      textWith('charts.summary.slices', { total: formatNumber(1228291) }),
    );
    await expect(plot).toHaveAccessibleDescription(
      textPattern('charts.summary.slice', {
        name: text('multiDimensionAnalysis.source.sources.ugc'),
        value: formatNumber(148564),
        percent: share(148564),
      }),
    );
  },
};

export const FullPie: Story = {
  args: { donut: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: name() })).toBeVisible();
  },
};
