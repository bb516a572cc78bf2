import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataAnalysisContentPublish, workplacePopularAuthors } from '@pasture/ui/testing';
import { dataAnalysisScenarios, workplaceScenarios } from '@pasture/ui/mocks';
import { DataAnalysisScreen } from '@pasture/ui/screens/data-analysis';
import { inContentArea, inWidth } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';
import { formatNumber, storyLocale, text } from '../../support/texts';

/** The four statistic tiles and the totals the fixtures give them. */
const OPINION_FIGURES = [
  ['dataAnalysis.opinion.quotas.visitors', '5,614'],
  ['dataAnalysis.opinion.quotas.published', '5,581'],
  ['dataAnalysis.opinion.quotas.comment', '5,609'],
  ['dataAnalysis.opinion.quotas.share', '5,641'],
] as const;

const meta = {
  title: 'Screens/Visualization/DataAnalysis',
  component: DataAnalysisScreen,
  // Every call of the page needs an admin session (contract §10.3): each story starts logged in as the admin.
  decorators: [inContentArea, withLoggedIn('admin')],
  parameters: { pasture: { initialPath: '/visualization/data-analysis' } },
} satisfies Meta<typeof DataAnalysisScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual-en'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text('dataAnalysis.title') }),
    ).toBeInTheDocument();
    for (const [title, count] of OPINION_FIGURES) {
      const tile = await canvas.findByRole('region', { name: text(title) });
      await expect(await within(tile).findByText(count)).toBeVisible();
    }
    const visitors = canvas.getByRole('region', {
      name: text('dataAnalysis.opinion.quotas.visitors'),
    });
    await expect(
      within(visitors).getByText(text('dataAnalysis.opinion.up'), { exact: false }),
    ).toBeInTheDocument();
    await expect(within(visitors).getByText('20.63%')).toBeVisible();
    const comments = canvas.getByRole('region', {
      name: text('dataAnalysis.opinion.quotas.comment'),
    });
    await expect(within(comments).getByText('3.41%')).toBeVisible();

    await expect(
      await canvas.findByRole('img', { name: text('dataAnalysis.publish.description') }),
    ).toBeVisible();
    // The charts' one axis format (issue 18): en-US counts in K, zh-CN in grouped digits below 1万.
    const publish = canvas.getByRole('img', { name: text('dataAnalysis.publish.description') });
    for (const tick of storyLocale() === 'zh-CN' ? ['2,000', '4,000', '6,000'] : ['2K', '4K', '6K'])
      await expect(within(publish).getByText(tick)).toBeInTheDocument();
    await expect(
      await canvas.findByRole('img', { name: text('dataAnalysis.period.description') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: text('dataAnalysis.opinion.descriptions.share') }),
    ).toBeVisible();
    // One tile layout (issue 18): the figure, yesterday's change and the small chart sit at the same place in each.
    const placeOf = (tile: HTMLElement, inside: HTMLElement) => {
      const [outer, inner] = [tile.getBoundingClientRect(), inside.getBoundingClientRect()];
      return [inner.left - outer.left, inner.top - outer.top, inner.bottom - outer.top].map(
        Math.round,
      );
    };
    const places = OPINION_FIGURES.map(([title, count]) => {
      const tile = canvas.getByRole('region', { name: text(title) });
      const chart = within(tile).getByRole('img').getBoundingClientRect();
      return [
        placeOf(tile, within(tile).getByText(count)),
        placeOf(tile, within(tile).getByText(text('dataAnalysis.opinion.yesterday'))),
        [chart.top, chart.bottom].map((edge) =>
          Math.round(edge - tile.getBoundingClientRect().top),
        ),
      ];
    });
    for (const place of places.slice(1)) await expect(place).toEqual(places[0]);

    const authors = await canvas.findByRole('table', { name: text('dataAnalysis.authors.title') });
    await expect(within(authors).getAllByRole('row')).toHaveLength(
      workplacePopularAuthors.length + 1,
    );
    const first = workplacePopularAuthors[0];
    if (!first) throw new Error('no authors');
    await expect(within(authors).getByRole('rowheader', { name: first.author })).toBeVisible();
  },
};

/** Hovering a bar shows each kind's count at that hour and the total; the legend takes a kind out. */
export const PublishTooltipAndLegend: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: text('dataAnalysis.publish.description') });
    const box = plot.getBoundingClientRect();
    // Near the right edge of the plot: the last two-hour slot.
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.right - 20, clientY: box.top + box.height / 2 },
    });
    const last = dataAnalysisContentPublish.map((record) => record.y[record.y.length - 1] ?? 0);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('22:00');
    await expect(tooltip).toHaveTextContent(
      text('dataAnalysis.kinds.text') +
        text('dataAnalysis.publish.value', { value: formatNumber(last[0] ?? 0) }),
    );
    await expect(tooltip).toHaveTextContent(
      text('charts.total') +
        text('dataAnalysis.publish.value', {
          value: formatNumber(last.reduce((sum, value) => sum + value, 0)),
        }),
    );

    const legend = canvas.getByRole('group', {
      name: text('charts.legend', { chart: text('dataAnalysis.publish.description') }),
    });
    const video = within(legend).getByRole('button', { name: text('dataAnalysis.kinds.video') });
    await expect(video).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(video);
    await expect(video).toHaveAttribute('aria-pressed', 'false');
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.right - 20, clientY: box.top + box.height / 2 },
    });
    await waitFor(async () => {
      await expect(canvas.getByRole('tooltip')).not.toHaveTextContent(
        text('dataAnalysis.kinds.video'),
      );
    });
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(
      text('charts.total') +
        text('dataAnalysis.publish.value', {
          value: formatNumber((last[0] ?? 0) + (last[1] ?? 0)),
        }),
    );
  },
};

/** The keyboard reaches a chart and steps through it; each step shows the tooltip. */
export const KeyboardTooltip: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: text('dataAnalysis.period.description') });
    plot.focus();
    await expect(plot).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('00:00');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('02:00');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('22:00');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { dataAnalysis: dataAnalysisScenarios.slow, workplace: workplaceScenarios.slow },
    },
  },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: text('components.loading') });
    // Four tiles, the two charts and the author table, each on its own.
    await expect(skeletons.length).toBeGreaterThanOrEqual(7);
    await expect(
      canvas.getByRole('heading', { name: text('dataAnalysis.opinion.title') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('table', { name: text('dataAnalysis.authors.title') }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { dataAnalysis: dataAnalysisScenarios.empty, workplace: workplaceScenarios.empty },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(canvas.getAllByText(text('components.empty'))).toHaveLength(7);
    });
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: { dataAnalysis: dataAnalysisScenarios.error, workplace: workplaceScenarios.error },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('dataAnalysis.opinion.quotas.visitors') }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('dataAnalysis.publish.title') }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('dataAnalysis.period.title') }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('dataAnalysis.authors.title') }),
      ),
    ).toBeVisible();
    const periodError = canvas
      .getAllByRole('alert')
      .find((alert) =>
        within(alert).queryByText(
          text('components.loadFailed', { section: text('dataAnalysis.period.title') }),
        ),
      );
    if (!periodError) throw new Error('The period error is not announced as an alert.');
    await userEvent.click(
      within(periodError).getByRole('button', { name: text('components.retry') }),
    );
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('dataAnalysis.period.title') }),
      ),
    ).toBeVisible();
  },
};

/** A session the server no longer accepts: the reads answer 401 and the session prompt asks to log in again. */
export const Unauthorized: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { dataAnalysis: dataAnalysisScenarios.unauthorized } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('heading', { name: text('api.session.title401') }),
      ).toBeVisible(),
    );
  },
};

/** The page given 360 px: one column, every block still there. */
export const Narrow: Story = {
  decorators: [inWidth(360)],
  play: async ({ canvas }) => {
    const tiles = await canvas.findAllByRole('region');
    await expect(tiles.length).toBeGreaterThanOrEqual(4);
    const plot = await canvas.findByRole('img', { name: text('dataAnalysis.publish.description') });
    await expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
