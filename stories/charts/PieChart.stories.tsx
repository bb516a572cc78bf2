import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { multiDimensionContentSources } from '@pasture/ui/testing';
import { PieChart, useFeatureTranslation } from '@pasture/ui';
import { multiDimensionAnalysisLocale } from '@pasture/ui/internal';
import { ChartBlock, type ChartBlockState } from './chartStates';

const text = multiDimensionContentSources.find((entry) => entry.kind === 'text');
if (!text) throw new Error('no text sources');

/** The kit's pie with the multi-dimension page's sources of text content, as a donut or a full pie. */
function SourcePie({ state = 'data', donut = true }: { state?: ChartBlockState; donut?: boolean }) {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  return (
    <ChartBlock title={t('multiDimensionAnalysis.source.title')} state={state}>
      <div style={{ maxWidth: 420 }}>
        <PieChart
          donut={donut}
          data={(text?.sources ?? []).map((source) => ({
            key: source.name,
            name: t(`multiDimensionAnalysis.source.sources.${source.name}`),
            value: source.value,
          }))}
          description={t('multiDimensionAnalysis.source.description.text')}
          nameLabel={t('multiDimensionAnalysis.source.source')}
          valueLabel={t('multiDimensionAnalysis.source.count')}
          centerLabel={t('multiDimensionAnalysis.kinds.text')}
        />
      </div>
    </ChartBlock>
  );
}

const meta = {
  title: 'Components/Charts/PieChart',
  component: SourcePie,
  args: { state: 'data', donut: true },
  argTypes: { state: { control: 'inline-radio', options: ['data', 'loading', 'empty', 'error'] } },
} satisfies Meta<typeof SourcePie>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = '纯文本内容的来源构成';
const total = text.sources.reduce((sum, source) => sum + source.value, 0);
const share = (value: number) =>
  new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 }).format(
    value / total,
  );
const ugc = text.sources[0]?.value ?? 0;

/** Hovering a slice shows its value and share of the whole. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
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
    await expect(tooltip).toHaveTextContent('UGC 原创');
    await expect(tooltip).toHaveTextContent(new Intl.NumberFormat('zh-CN').format(ugc));
    await expect(tooltip).toHaveTextContent(`占比${share(ugc)}`);
  },
};

/** Taking a slice out: the others share the whole that is left; the table keeps every slice. */
export const LegendToggle: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
    const legend = canvas.getByRole('group', { name: `${name}的图例` });
    await userEvent.click(within(legend).getByRole('button', { name: 'UGC 原创' }));
    plot.focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('国外网站');
    const table = canvas.getByRole('table', { name });
    await expect(within(table).getByRole('rowheader', { name: 'UGC 原创' })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
    plot.focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('UGC 原创');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('其他');
    await expect(plot).toHaveAccessibleDescription(/合计 1,228,291：UGC 原创 148,564（12.1%）/);
  },
};

export const FullPie: Story = {
  args: { donut: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '加载中' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('内容发布来源加载失败')).toBeVisible();
  },
};

export const DarkEnglish: Story = {
  globals: { theme: 'dark', locale: 'en-US' },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: 'Where text content comes from' });
    plot.focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('UGC original');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Share');
  },
};
