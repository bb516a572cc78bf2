import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { multiDimensionContentTypes } from '@pasture/ui/testing';
import { multiDimensionScenarios } from '@pasture/ui/mocks';
import { MultiDimensionAnalysisScreen } from '@pasture/ui/screens/multi-dimension-data-analysis';
import { inContentArea, inWidth } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';
import { text } from '../../support/texts';

const meta = {
  title: 'Screens/Visualization/MultiDimensionAnalysis',
  component: MultiDimensionAnalysisScreen,
  // Every call of the page needs an admin session (contract §10.3): each story starts logged in as the admin.
  decorators: [inContentArea, withLoggedIn('admin')],
  parameters: { pasture: { initialPath: '/visualization/multi-dimension-data-analysis' } },
} satisfies Meta<typeof MultiDimensionAnalysisScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const overviewChart = () => text('multiDimensionAnalysis.overview.description');
const radar = () => text('multiDimensionAnalysis.typeDistribution.description');

/**
 * At the canvas's 1280 px nothing sticks out sideways — the charts' visually hidden data tables included, which once
 * made the page scroll 13 px (issue 21).
 */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

export const Default: Story = {
  tags: ['visual-en'],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text('multiDimensionAnalysis.title') }),
    ).toBeInTheDocument();
    const figures = await canvas.findByRole('list', {
      name: text('multiDimensionAnalysis.overview.figures'),
    });
    await expect(within(figures).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(figures).getByText('1,902')).toBeVisible();
    await expect(
      within(figures).getByText(text('multiDimensionAnalysis.overview.metrics.contentProduction')),
    ).toBeVisible();
    await expect(
      within(figures).getByText(text('multiDimensionAnalysis.overview.metrics.activeUsers')),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: overviewChart() })).toBeVisible();
    // The overview's eight days are in its table.
    const table = canvas.getByRole('table', { name: overviewChart() });
    await expect(within(table).getAllByRole('row')).toHaveLength(9);

    await expect(await canvas.findByRole('img', { name: radar() })).toBeVisible();
    for (const [title, figure, change] of [
      [text('multiDimensionAnalysis.chain.quotas.retentionTrends'), '1,176', '44.65%'],
      [text('multiDimensionAnalysis.chain.quotas.userRetention'), '1,859', '33.32%'],
      [text('multiDimensionAnalysis.chain.quotas.contentConsumptionTrends'), '2,482', '58.69%'],
      [text('multiDimensionAnalysis.chain.quotas.contentConsumption'), '1,803', '61.32%'],
    ] as const) {
      const card = canvas.getByRole('heading', { name: title }).closest('div')?.parentElement;
      if (!card) throw new Error(`no card ${title}`);
      await expect(await within(card).findByText(figure)).toBeVisible();
      await expect(within(card).getByText(change)).toBeVisible();
    }
    await expect(
      await canvas.findByRole('img', {
        name: text('multiDimensionAnalysis.source.description.video'),
      }),
    ).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Hovering the radar shows each kind's value on the topic nearest the pointer. */
export const RadarTooltip: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: radar() });
    const box = plot.getBoundingClientRect();
    // Straight up from the centre: the first topic.
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + 40 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      text('multiDimensionAnalysis.typeDistribution.topics.international'),
    );
    const video = multiDimensionContentTypes.data.find((kind) => kind.name === 'video');
    await expect(tooltip).toHaveTextContent(
      `${text('multiDimensionAnalysis.kinds.video')}${video?.value[0] ?? ''}`,
    );
  },
};

/** The overview's legend takes a metric out of the chart; its tooltip then leaves it out too. */
export const OverviewLegend: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: overviewChart() });
    const legend = canvas.getByRole('group', {
      name: text('charts.legend', { chart: overviewChart() }),
    });
    await userEvent.click(
      within(legend).getByRole('button', {
        name: text('multiDimensionAnalysis.overview.metrics.activeUsers'),
      }),
    );
    await expect(
      within(legend).getByRole('button', {
        name: text('multiDimensionAnalysis.overview.metrics.activeUsers'),
      }),
    ).toHaveAttribute('aria-pressed', 'false');
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      text('multiDimensionAnalysis.overview.metrics.contentProduction'),
    );
    await expect(tooltip).not.toHaveTextContent(
      text('multiDimensionAnalysis.overview.metrics.activeUsers'),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { multiDimensionAnalysis: multiDimensionScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: text('components.loading') });
    // Overview, radar, four chain cards and the sources.
    await expect(skeletons.length).toBeGreaterThanOrEqual(7);
    await expect(
      canvas.getByRole('heading', { name: text('multiDimensionAnalysis.overview.title') }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { multiDimensionAnalysis: multiDimensionScenarios.empty } } },
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(canvas.getAllByText(text('components.empty'))).toHaveLength(7);
    });
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { multiDimensionAnalysis: multiDimensionScenarios.error } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('multiDimensionAnalysis.overview.title') }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', {
          section: text('multiDimensionAnalysis.typeDistribution.title'),
        }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', {
          section: text('multiDimensionAnalysis.chain.quotas.retentionTrends'),
        }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('multiDimensionAnalysis.source.title') }),
      ),
    ).toBeVisible();
  },
};

export const Unauthorized: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: {
    msw: { handlers: { multiDimensionAnalysis: multiDimensionScenarios.unauthorized } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('heading', { name: text('api.session.title401') }),
      ).toBeVisible(),
    );
  },
};

/** The page given 360 px: one column, the radar()'s labels inside its box. */
export const Narrow: Story = {
  decorators: [inWidth(360)],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: radar() });
    const box = plot.getBoundingClientRect();
    for (const topic of [
      text('multiDimensionAnalysis.typeDistribution.topics.international'),
      text('multiDimensionAnalysis.typeDistribution.topics.entertainment'),
      text('multiDimensionAnalysis.typeDistribution.topics.sports'),
      text('multiDimensionAnalysis.typeDistribution.topics.finance'),
      text('multiDimensionAnalysis.typeDistribution.topics.technology'),
      text('multiDimensionAnalysis.typeDistribution.topics.other'),
    ]) {
      const label = within(plot).getByText(topic).getBoundingClientRect();
      await expect(label.left, `${topic} starts inside`).toBeGreaterThanOrEqual(box.left);
      await expect(label.right, `${topic} ends inside`).toBeLessThanOrEqual(box.right);
    }
  },
};
