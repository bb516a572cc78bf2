import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataAnalysisContentPublish } from '@pasture/ui/testing';
import { BarChart, useFeatureTranslation, useLocale } from '@pasture/ui';
import { dataAnalysisLocale, formatChartNumber } from '@pasture/ui/internal';
import { ChartBlock, type ChartBlockState } from './chartStates';

/** The kit's bar chart with the analysis page's articles per kind every two hours, stacked or side by side. */
function PublishBars({
  state = 'data',
  stacked = true,
}: {
  state?: ChartBlockState;
  stacked?: boolean;
}) {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  const { locale } = useLocale();
  return (
    <ChartBlock title={t('dataAnalysis.publish.title')} state={state}>
      <BarChart
        stacked={stacked}
        categories={dataAnalysisContentPublish[0]?.x ?? []}
        series={dataAnalysisContentPublish.map((record) => ({
          key: record.name,
          name: t(`dataAnalysis.kinds.${record.name}`),
          values: record.y,
        }))}
        description={t('dataAnalysis.publish.description')}
        xLabel={t('dataAnalysis.hour')}
        formatValue={(value) => formatChartNumber(locale, value)}
        legend="bottom"
        minXLabelSpacing={52}
      />
    </ChartBlock>
  );
}

const meta = {
  title: 'Components/Charts/BarChart',
  component: PublishBars,
  args: { state: 'data', stacked: true },
  argTypes: { state: { control: 'inline-radio', options: ['data', 'loading', 'empty', 'error'] } },
} satisfies Meta<typeof PublishBars>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = '全天每两小时各类内容的发布篇数';
const zh = new Intl.NumberFormat('zh-CN');
const at = (index: number) => dataAnalysisContentPublish.map((record) => record.y[index] ?? 0);

/** Hovering a stack shows each kind at that hour and their total. */
export const Stacked: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.right - 20, clientY: box.top + box.height / 2 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    const last = at(11);
    await expect(tooltip).toHaveTextContent('22:00');
    await expect(tooltip).toHaveTextContent(`图文类${zh.format(last[1] ?? 0)}`);
    await expect(tooltip).toHaveTextContent(`合计${zh.format(last.reduce((a, b) => a + b, 0))}`);
  },
};

/** Side by side: no total, one bar per kind. */
export const Grouped: Story = {
  args: { stacked: false },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
    plot.focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('00:00');
    await expect(tooltip).toHaveTextContent(`纯文本${zh.format(at(0)[0] ?? 0)}`);
    await expect(tooltip).not.toHaveTextContent('合计');
  },
};

export const LegendToggle: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
    const legend = canvas.getByRole('group', { name: `${name}的图例` });
    await userEvent.click(within(legend).getByRole('button', { name: '纯文本' }));
    plot.focus();
    const first = at(0);
    await waitFor(async () => {
      await expect(canvas.getByRole('tooltip')).toHaveTextContent(
        `合计${zh.format((first[1] ?? 0) + (first[2] ?? 0))}`,
      );
    });
    await expect(canvas.getByRole('tooltip')).not.toHaveTextContent('纯文本');
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
    await expect(await canvas.findByText('内容发布比例加载失败')).toBeVisible();
  },
};

export const DarkEnglish: Story = {
  globals: { theme: 'dark', locale: 'en-US' },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', {
      name: 'Articles published every two hours, by content type',
    });
    plot.focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Total');
    await expect(
      canvas.getByRole('group', {
        name: 'Legend of Articles published every two hours, by content type',
      }),
    ).toBeVisible();
  },
};
