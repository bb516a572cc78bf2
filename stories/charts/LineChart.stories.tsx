import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { multiDimensionOverview } from '@pasture/ui/testing';
import { LineChart, useFeatureTranslation, useLocale } from '@pasture/ui';
import { formatChartDay, multiDimensionAnalysisLocale } from '@pasture/ui/internal';
import { ChartBlock, type ChartBlockState } from './chartStates';

/** The kit's line chart with the multi-dimension overview's four series of eight days and its texts. */
function OverviewLines({
  state = 'data',
  area = true,
}: {
  state?: ChartBlockState;
  area?: boolean;
}) {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  const { locale } = useLocale();
  return (
    <ChartBlock title={t('multiDimensionAnalysis.overview.title')} state={state}>
      <LineChart
        area={area}
        categories={multiDimensionOverview.xAxis}
        series={multiDimensionOverview.data.map((metric) => ({
          key: metric.name,
          name: t(`multiDimensionAnalysis.overview.metrics.${metric.name}`),
          values: metric.value,
        }))}
        description={t('multiDimensionAnalysis.overview.description')}
        xLabel={t('multiDimensionAnalysis.day')}
        formatCategory={(day) => formatChartDay(locale, day)}
        minXLabelSpacing={64}
      />
    </ChartBlock>
  );
}

const meta = {
  title: 'Components/Charts/LineChart',
  component: OverviewLines,
  args: { state: 'data', area: true },
  argTypes: { state: { control: 'inline-radio', options: ['data', 'loading', 'empty', 'error'] } },
} satisfies Meta<typeof OverviewLines>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = '近 8 天每日的内容生产、点击、曝光与活跃用户';
const zh = new Intl.NumberFormat('zh-CN');
const [production] = multiDimensionOverview.data;

/** Hovering shows every series' value on the day nearest the pointer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.right - 30, clientY: box.top + box.height / 2 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('11月22日');
    await expect(tooltip).toHaveTextContent(`内容生产量${zh.format(production?.count ?? 0)}`);
    await userEvent.unhover(plot);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** A legend entry is a toggle: off, its series leaves the drawing and the tooltip (never the table). */
export const LegendToggle: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
    const legend = canvas.getByRole('group', { name: `${name}的图例` });
    const clicks = within(legend).getByRole('button', { name: '内容点击量' });
    await userEvent.click(clicks);
    await expect(clicks).toHaveAttribute('aria-pressed', 'false');
    plot.focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('内容生产量');
    await expect(tooltip).not.toHaveTextContent('内容点击量');
    const table = canvas.getByRole('table', { name });
    await expect(
      within(table).getByRole('columnheader', { name: '内容点击量' }),
    ).toBeInTheDocument();
    await userEvent.click(clicks);
    await expect(clicks).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Tab reaches the chart; the arrow keys walk the days, Home and End jump, Escape closes the tooltip. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
    const legend = canvas.getByRole('group', { name: `${name}的图例` });
    within(legend).getAllByRole('button').at(-1)?.focus();
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('11月15日');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('11月17日');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('11月22日');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** The summary the drawing is described by states each series' lowest, highest and last day. */
export const TextSummary: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name });
    await expect(plot).toHaveAccessibleDescription(/内容生产量：8 个数据，最低/);
    await expect(plot).toHaveAccessibleDescription(/最后 1,902（11月22日）/);
  },
};

export const Lines: Story = {
  args: { area: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '加载中' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name })).toBeNull();
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
    await expect(await canvas.findByText('数据总览加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const DarkEnglish: Story = {
  globals: { theme: 'dark', locale: 'en-US' },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', {
      name: 'Content produced, clicked and exposed and active users per day over the last 8 days',
    });
    plot.focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Nov 15');
    await expect(within(plot).getByText('Nov 22')).toBeInTheDocument();
  },
};
