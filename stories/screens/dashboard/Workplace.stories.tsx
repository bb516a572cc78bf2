import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { workplaceContentData } from '@pasture/ui/testing';
import { workplaceScenarios } from '@pasture/ui/mocks';
import { WorkplaceScreen } from '@pasture/ui/screens/workplace';
import { formatChartDay } from '@pasture/ui/internal';
import { inContentArea, inWidth } from '../../support/contentArea';
import { demoAccountOf, withLoggedIn } from '../../support/loggedIn';
import { formatNumber, storyLocale, text } from '../../support/texts';
import { buildPopularList } from '../../../packages/ui/src/screens/dashboard/workplace/workplace.fixtures';

const admin = demoAccountOf('admin');

const meta = {
  title: 'Screens/Dashboard/Workplace',
  component: WorkplaceScreen,
  args: { onNavigate: fn() },
  // Every call of the page needs a session (contract §10.3): each story starts logged in as the admin, whom the
  // page welcomes by name.
  decorators: [inContentArea, withLoggedIn('admin')],
} satisfies Meta<typeof WorkplaceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual-en'],
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: text('workplace.welcome', { name: admin.name }),
      }),
    ).toBeVisible();
    await expect(await canvas.findByText('¥5,670.00')).toBeVisible();
    await expect(canvas.getByText('12,034')).toBeVisible();
    await expect(canvas.getByText(text('user.info.visits.unit'))).toBeVisible();
    await expect(canvas.getByText(text('workplace.overview.balance'))).toBeVisible();

    const popular = await canvas.findByRole('table', {
      name: text('workplace.popular.caption', { type: text('workplace.popular.tabs.text') }),
    });
    await expect(within(popular).getAllByRole('row')).toHaveLength(6);
    // The mock answers in the request's language.
    for (const { title } of buildPopularList('text', storyLocale())) {
      await expect(within(popular).getByRole('rowheader', { name: title })).toBeVisible();
    }
    const authors = await canvas.findByRole('table', { name: text('dataAnalysis.authors.title') });
    await expect(within(authors).getAllByRole('row')).toHaveLength(8);
    await expect(
      await canvas.findByRole('img', { name: text('workplace.contentData.description') }),
    ).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: text('workplace.quick.contentManagement') }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/list/search-table' });
    await expect(canvas.getByText(text('workplace.announcement.items.upgrade'))).toBeVisible();
  },
};

/**
 * The operator (role user) is offered only the quick links of pages the role may open: content management and
 * online promotion. The analysis and both forms are admin only (contract §6), so their links are not there at all.
 */
export const OperatorQuickLinks: Story = {
  decorators: [withLoggedIn('user')],
  play: async ({ canvas, args }) => {
    const operator = demoAccountOf('user');
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: text('workplace.welcome', { name: operator.name }),
      }),
    ).toBeVisible();
    const management = canvas.getByRole('button', {
      name: text('workplace.quick.contentManagement'),
    });
    const links = within(management.closest('ul') ?? canvas.getByRole('list'));
    await expect(links.getAllByRole('listitem')).toHaveLength(2);
    // The page is whole before it is judged: the content chart has drawn its data.
    await expect(
      await canvas.findByRole('img', { name: text('workplace.contentData.description') }),
    ).toBeVisible();
    await expect(
      links.getByRole('button', { name: text('workplace.quick.onlinePromotion') }),
    ).toBeVisible();
    for (const adminOnly of ['contentStatistics', 'advanced', 'putIn'] as const) {
      await expect(
        canvas.queryByRole('button', { name: text(`workplace.quick.${adminOnly}`) }),
      ).toBeNull();
    }
    await userEvent.click(
      links.getByRole('button', { name: text('workplace.quick.onlinePromotion') }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/list/card' });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { workplace: workplaceScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: text('components.loading') });
    // Overview, chart, popular content and popular authors each show their own skeleton.
    await expect(skeletons.length).toBeGreaterThanOrEqual(4);
    for (const skeleton of skeletons) await expect(skeleton).toBeVisible();
    await expect(
      canvas.queryByRole('table', { name: text('dataAnalysis.authors.title') }),
    ).toBeNull();
    // The cards that need no data are there at once.
    await expect(
      canvas.getByRole('button', { name: text('workplace.quick.contentManagement') }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { workplace: workplaceScenarios.empty } } },
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(canvas.getAllByText(text('components.empty'))).toHaveLength(4);
    });
    await expect(
      canvas.queryByRole('table', { name: text('dataAnalysis.authors.title') }),
    ).toBeNull();
    await expect(canvas.queryByText('¥5,670.00')).toBeNull();
    await expect(
      canvas.queryAllByRole('status', { name: text('components.loading') }),
    ).toHaveLength(0);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { workplace: workplaceScenarios.error } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('dataAnalysis.authors.title') }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('workplace.popular.title') }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        text('components.loadFailed', { section: text('workplace.contentData.title') }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        text('components.loadFailed', { section: text('workplace.overview.label') }),
      ),
    ).toBeVisible();

    const authorsError = canvas
      .getAllByRole('alert')
      .find((alert) =>
        within(alert).queryByText(
          text('components.loadFailed', { section: text('dataAnalysis.authors.title') }),
        ),
      );
    if (!authorsError) throw new Error('The authors error is not announced as an alert.');
    await userEvent.click(
      within(authorsError).getByRole('button', { name: text('components.retry') }),
    );
    // The server still fails: the card asks again and shows the error again.
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('dataAnalysis.authors.title') }),
      ),
    ).toBeVisible();
  },
};

export const PopularTabs: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    // The mock titles its items in the request's language.
    const [firstText] = buildPopularList('text', storyLocale());
    const [firstImage] = buildPopularList('image', storyLocale());
    const [firstVideo] = buildPopularList('video', storyLocale());
    const textTab = await canvas.findByRole('tab', { name: text('workplace.popular.tabs.text') });
    await expect(textTab).toHaveAttribute('aria-selected', 'true');
    const texts = await canvas.findByRole('table', {
      name: text('workplace.popular.caption', { type: text('workplace.popular.tabs.text') }),
    });
    await expect(within(texts).getByRole('rowheader', { name: firstText!.title })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: text('workplace.popular.tabs.image') }));
    const images = await canvas.findByRole('table', {
      name: text('workplace.popular.caption', { type: text('workplace.popular.tabs.image') }),
    });
    await expect(within(images).getByRole('rowheader', { name: firstImage!.title })).toBeVisible();
    await expect(within(images).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.queryByRole('rowheader', { name: firstText!.title })).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: text('workplace.popular.tabs.video') }));
    const videos = await canvas.findByRole('table', {
      name: text('workplace.popular.caption', { type: text('workplace.popular.tabs.video') }),
    });
    await expect(within(videos).getByRole('rowheader', { name: firstVideo!.title })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: firstImage!.title })).toBeNull();
    await expect(
      canvas.getByRole('tab', { name: text('workplace.popular.tabs.video') }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const ChartTooltip: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    // The chart's code loads after the data: wait for what the data shows first, as Default does.
    await expect(await canvas.findByText('¥5,670.00')).toBeVisible();
    const plot = await canvas.findByRole('img', {
      name: text('workplace.contentData.description'),
    });
    const last = workplaceContentData.series[workplaceContentData.series.length - 1];
    if (!last) throw new Error('The content series is empty.');
    await expect(canvas.queryByRole('tooltip')).toBeNull();

    // Near the right edge of the plot: the nearest point is the last day.
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.right - 24, clientY: box.top + box.height / 2 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toBeVisible();
    // The day as the language writes it ('11月22日', 'Nov 22'), not the API's ISO date.
    await expect(tooltip).toHaveTextContent(formatChartDay(storyLocale(), last.x));
    await expect(tooltip).not.toHaveTextContent(last.x);
    await expect(tooltip).toHaveTextContent(text('workplace.contentData.series'));
    await expect(tooltip).toHaveTextContent(formatNumber(last.y));

    await userEvent.unhover(plot);
    await waitFor(async () => {
      await expect(canvas.queryByRole('tooltip')).toBeNull();
    });
  },
};

/** The rectangle an element's content really covers, text that overflows the element included. */
function contentBox(element: Element) {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

function overlaps(a: DOMRect, b: DOMRect) {
  const tolerance = 0.5;
  return (
    a.left < b.right - tolerance &&
    b.left < a.right - tolerance &&
    a.top < b.bottom - tolerance &&
    b.top < a.bottom - tolerance
  );
}

async function expectApart(named: ReadonlyArray<{ name: string; box: DOMRect }>) {
  for (const [index, first] of named.entries()) {
    for (const second of named.slice(index + 1)) {
      await expect(overlaps(first.box, second.box), `${first.name} overlaps ${second.name}`).toBe(
        false,
      );
    }
  }
}

/**
 * The screen given 360 px (a phone, or a narrow window with the menu open), whatever the viewport: one column, the
 * overview figures one a row, and only as many date labels under the chart as fit side by side.
 */
export const Narrow: Story = {
  decorators: [inWidth(360)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('¥5,670.00')).toBeVisible();
    const overview = canvas.getByRole('list', { name: text('workplace.overview.label') });
    const figures = within(overview).getAllByRole('listitem');
    await expect(figures).toHaveLength(6);
    const listBox = overview.getBoundingClientRect();
    const figureBoxes = figures.map((figure) => ({
      name: figure.textContent ?? '',
      box: contentBox(figure),
    }));
    for (const { name, box } of figureBoxes) {
      await expect(box.right, `${name} stays inside the overview`).toBeLessThanOrEqual(
        listBox.right + 0.5,
      );
    }
    await expectApart(figureBoxes);

    const plot = await canvas.findByRole('img', {
      name: text('workplace.contentData.description'),
    });
    const plotBox = plot.getBoundingClientRect();
    // The date labels under the plot: some of the 12 days, as many as fit.
    const labels = workplaceContentData.series.flatMap((point) => {
      const day = formatChartDay(storyLocale(), point.x);
      const label = within(plot).queryByText(day);
      return label ? [{ name: day, box: label.getBoundingClientRect() }] : [];
    });
    await expect(labels.length).toBeGreaterThanOrEqual(2);
    await expect(labels.length).toBeLessThan(workplaceContentData.series.length);
    for (const { name, box } of labels) {
      await expect(box.left, `${name} starts inside the chart`).toBeGreaterThanOrEqual(
        plotBox.left,
      );
      await expect(box.right, `${name} ends inside the chart`).toBeLessThanOrEqual(plotBox.right);
    }
    await expectApart(labels);
  },
};
