import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CardListScreen } from '@pasture/ui/screens/card-list';
import { cardListLockedRuleId } from '@pasture/ui/testing';
import { CARD_LIST_MOCK_MESSAGES, cardListScenarios } from '@pasture/ui/mocks';
import { cardListFixturesIn } from '../../../packages/ui/src/screens/list/card-list/cardList.fixtures';
import { inContentArea } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';
import { storyLocale, text, serverText } from '../../support/texts';

const meta = {
  title: 'Screens/List/CardList',
  component: CardListScreen,
  // Every call of the page needs a session (contract §10.3): each story starts logged in as the admin.
  decorators: [inContentArea, withLoggedIn('admin')],
  parameters: { pasture: { initialPath: '/list/card' } },
} satisfies Meta<typeof CardListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs and toasts are portalled to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const group = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));
/** A group once its cards are there (after the story's login, when it has one). */
async function loadedGroup(canvasElement: HTMLElement, name: string) {
  const region = await within(canvasElement).findByRole('region', { name }, { timeout: 5000 });
  await within(region).findAllByRole('heading', { level: 3 }, { timeout: 5000 });
  return within(region);
}
const path = (query: string) => ({ pasture: { initialPath: `/list/card${query}` } });

/** The cards the stories name, as the mock answers them in the play's language. */
function cards() {
  const { quality, service, rules } = cardListFixturesIn(storyLocale());
  const [funnel, distribution, resources] = service;
  const weighting = rules.find((rule) => !rule.enable);
  const locked = rules.find((rule) => rule.id === cardListLockedRuleId);
  const [history] = quality;
  if (!funnel || !distribution || !resources || !weighting || !locked || !history) {
    throw new Error('The card list fixtures changed.');
  }
  return { funnel, distribution, resources, weighting, locked, history };
}
const funnel = () => cards().funnel;
const distribution = () => cards().distribution;
const resources = () => cards().resources;
const weighting = () => cards().weighting;
const locked = () => cards().locked;
const history = () => cards().history;

/** The card (its heading's Card) that holds a title. */
const card = (canvasElement: HTMLElement, title: string) => {
  const heading = within(canvasElement).getByRole('heading', { level: 3, name: new RegExp(title) });
  const item = heading.closest('li');
  if (!item) throw new Error(`No card around ${title}`);
  return within(item);
};

async function toast(canvasElement: HTMLElement, text: string) {
  const message = await page(canvasElement).findByText(text);
  await waitFor(() => expect(message).toBeVisible());
}

/** A service card's button: the action, then which service. */
const serviceAction = (action: 'cancel' | 'renew' | 'open', title: string) =>
  text('cardList.service.actionNamed', { action: text(`cardList.service.${action}`), title });

/** All: the three groups, every card in its state. */
export const Default: Story = {
  tags: ['visual-en'],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text('cardList.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: text('cardList.tabs.all') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const quality = group(canvasElement, text('cardList.tabs.quality'));
    await expect(await quality.findAllByRole('heading', { level: 3 })).toHaveLength(4);
    // The cards' own texts come in the page's language too (the mock answers in the request's language).
    const historyCard = card(canvasElement, history().title);
    await expect(historyCard.getByText(history().description)).toBeVisible();
    for (const { label } of history().data)
      await expect(historyCard.getByText(label)).toBeVisible();
    await expect(historyCard.getByText('120')).toBeVisible();

    await loadedGroup(canvasElement, text('cardList.tabs.service'));
    await expect(canvas.getAllByText(text('cardList.service.opened'))).toHaveLength(2);
    await expect(
      card(canvasElement, funnel().title).getByText(text('cardList.service.opened')),
    ).toBeVisible();
    await expect(
      card(canvasElement, funnel().title).getByRole('button', {
        name: serviceAction('cancel', funnel().title),
      }),
    ).toBeVisible();
    await expect(
      card(canvasElement, distribution().title).getByText(text('cardList.service.expired')),
    ).toBeVisible();
    await expect(
      card(canvasElement, distribution().title).getByRole('button', {
        name: serviceAction('renew', distribution().title),
      }),
    ).toBeVisible();
    await expect(
      card(canvasElement, resources().title).queryByText(
        new RegExp(`${text('cardList.service.opened')}|${text('cardList.service.expired')}`),
      ),
    ).toBeNull();
    await expect(
      card(canvasElement, resources().title).getByRole('button', {
        name: serviceAction('open', resources().title),
      }),
    ).toBeVisible();

    await loadedGroup(canvasElement, text('cardList.tabs.rules'));
    await expect(
      canvas.getByRole('switch', {
        name: text('cardList.rules.switchNamed', { title: weighting().title }),
      }),
    ).not.toBeChecked();
    await expect(
      card(canvasElement, weighting().title).getByText(text('cardList.rules.disabled')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('switch', {
        name: text('cardList.rules.switchNamed', { title: locked().title }),
      }),
    ).toBeChecked();
  },
};

/** A tab in the link shows its group alone; the search narrows it by title. */
export const TabAndSearch: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?tab=rules'),
  play: async ({ canvas }) => {
    // A word of one rule's title ('内容置顶规则', 'Content pinning rule'), then one that matches nothing.
    const [pinned, none] = storyLocale() === 'en-US' ? ['pinning', 'none'] : ['置顶', '没有'];
    await expect(
      await canvas.findByRole('tab', { name: text('cardList.tabs.rules') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findAllByRole('switch')).toHaveLength(4);
    await expect(canvas.queryByRole('region', { name: text('cardList.tabs.quality') })).toBeNull();

    await userEvent.type(
      canvas.getByRole('searchbox', { name: text('cardList.search.label') }),
      pinned,
    );
    await waitFor(() => expect(canvas.getAllByRole('switch')).toHaveLength(1));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: text('cardList.search.label') }),
      none,
    );
    await expect(
      await canvas.findByText(text('cardList.noMatch', { query: pinned + none })),
    ).toBeVisible();

    // The search stays when the tab changes.
    await userEvent.click(canvas.getByRole('tab', { name: text('cardList.tabs.all') }));
    await waitFor(() =>
      expect(canvas.getAllByText(text('cardList.noMatch', { query: pinned + none }))).toHaveLength(
        3,
      ),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cardList: cardListScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: text('components.loading') });
    await expect(skeletons).toHaveLength(3);
    await expect(
      canvas.getByRole('searchbox', { name: text('cardList.search.label') }),
    ).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { cardList: cardListScenarios.empty } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(text('components.empty'))).toHaveLength(3));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { cardList: cardListScenarios.error } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('cardList.tabs.quality') }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('cardList.tabs.service') }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('cardList.tabs.rules') }),
      ),
    ).toBeVisible();
  },
};

/** One group fails and retries on its own; the others are there. */
export const GroupError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { cardList: cardListScenarios.serviceError } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: text('cardList.title') });
    const services = group(canvasElement, text('cardList.tabs.service'));
    await expect(
      await services.findByText(
        text('components.loadFailed', { section: text('cardList.tabs.service') }),
      ),
    ).toBeVisible();
    await expect(services.getByText(serverText(CARD_LIST_MOCK_MESSAGES.serverError))).toBeVisible();
    await expect(await canvas.findAllByRole('switch')).toHaveLength(4);
    await userEvent.click(services.getByRole('button', { name: text('components.retry') }));
    await expect(
      await services.findByText(
        text('components.loadFailed', { section: text('cardList.tabs.service') }),
      ),
    ).toBeVisible();
  },
};

/** The session ended: the lists answer 401 and the console asks to log in again. */
export const Unauthorized: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { cardList: cardListScenarios.unauthorized } } },
  beforeEach() {
    localStorage.setItem('token', 'expired-token');
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('heading', { name: text('api.session.title401') }),
      ).toBeVisible(),
    );
  },
};

/** Switching a rule shows at once and stays once the server agrees. */
export const RuleSwitch: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?tab=rules'),
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: text('cardList.rules.switchNamed', { title: weighting().title }) },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(
      await card(canvasElement, weighting().title).findByText(text('cardList.rules.enabled')),
    ).toBeVisible();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy', 'true'));
    await expect(toggle).toBeChecked();
  },
};

/** A refused switch goes back, and the server's words say why. */
export const RuleSwitchRefused: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?tab=rules'),
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: text('cardList.rules.switchNamed', { title: locked().title }) },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    await toast(canvasElement, serverText(CARD_LIST_MOCK_MESSAGES.ruleLocked));
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(
      card(canvasElement, locked().title).getByText(text('cardList.rules.enabled')),
    ).toBeVisible();
  },
};

/** While a change is on its way the card waits: the switch is busy and a second click does nothing. */
export const RuleSwitchPending: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: {
    ...path('?tab=rules'),
    msw: { handlers: { cardList: cardListScenarios.slowWrites } },
  },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: text('cardList.rules.switchNamed', { title: weighting().title }) },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy', 'true'), {
      timeout: 5000,
    });
    await expect(toggle).toBeChecked();
  },
};

/** Every change refused (writeError): a switched rule and an opened service both go back. */
export const WriteError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { cardList: cardListScenarios.writeError } } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: text('cardList.rules.switchNamed', { title: weighting().title }) },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    await toast(canvasElement, serverText(CARD_LIST_MOCK_MESSAGES.saveFailed));
    await waitFor(() => expect(toggle).not.toBeChecked());

    const open = card(canvasElement, resources().title).getByRole('button', {
      name: serviceAction('open', resources().title),
    });
    await userEvent.click(open);
    await waitFor(() =>
      expect(
        card(canvasElement, resources().title).getByRole('button', {
          name: serviceAction('open', resources().title),
        }),
      ).toBeEnabled(),
    );
    await expect(
      card(canvasElement, resources().title).queryByText(text('cardList.service.opened')),
    ).toBeNull();
  },
};

/** Cancel asks first; confirmed, the service is no longer Opened and offers Open again. */
export const ServiceCancel: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?tab=service'),
  play: async ({ canvasElement }) => {
    await loadedGroup(canvasElement, text('cardList.tabs.service'));
    await userEvent.click(
      card(canvasElement, funnel().title).getByRole('button', {
        name: serviceAction('cancel', funnel().title),
      }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: text('cardList.service.confirmTitle'),
    });
    // The dialog fades in: its text is visible once the animation has begun.
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          text('cardList.service.confirmContent', { title: funnel().title }),
        ),
      ).toBeVisible(),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('cardList.service.cancel') }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    const open = await card(canvasElement, funnel().title).findByRole('button', {
      name: serviceAction('open', funnel().title),
    });
    await expect(open).toBeVisible();
    await expect(
      card(canvasElement, funnel().title).queryByText(text('cardList.service.opened')),
    ).toBeNull();
    // The card changes at once (optimistically) and its button spins until the server agrees: done when it stops.
    await waitFor(() => expect(open).not.toHaveAttribute('aria-busy'));
    await expect(open).toBeEnabled();
  },
};

/** Renewing an expired service opens it again. */
export const ServiceRenew: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?tab=service'),
  play: async ({ canvasElement }) => {
    await loadedGroup(canvasElement, text('cardList.tabs.service'));
    await userEvent.click(
      card(canvasElement, distribution().title).getByRole('button', {
        name: serviceAction('renew', distribution().title),
      }),
    );
    await expect(
      await card(canvasElement, distribution().title).findByText(text('cardList.service.opened')),
    ).toBeVisible();
    await expect(
      card(canvasElement, distribution().title).queryByText(text('cardList.service.expired')),
    ).toBeNull();
    // Optimistic, as in ServiceCancel: the button spins until the server agrees.
    const cancel = card(canvasElement, distribution().title).getByRole('button', {
      name: serviceAction('cancel', distribution().title),
    });
    await waitFor(() => expect(cancel).not.toHaveAttribute('aria-busy'));
  },
};

/** Deleting a queue asks first; confirmed, the card is gone. */
export const QualityDelete: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?tab=quality'),
  play: async ({ canvas, canvasElement }) => {
    await loadedGroup(canvasElement, text('cardList.tabs.quality'));
    await userEvent.click(
      canvas.getByRole('button', {
        name: text('cardList.quality.deleteNamed', { title: history().title }),
      }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: text('cardList.quality.confirmTitle'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('cardList.quality.delete') }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 3, name: history().title })).toBeNull(),
    );
    await toast(canvasElement, text('cardList.quality.deleted', { title: history().title }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
