import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CardListScreen } from '@pasture/ui/screens/card-list';
import {
  cardListLockedRuleId,
  cardListQualityInspections,
  cardListRulePresets,
  cardListServices,
} from '@pasture/ui/testing';
import { CARD_LIST_MOCK_MESSAGES, cardListScenarios } from '@pasture/ui/mocks';
import { inContentArea } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';

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

const [funnel, distribution, resources] = cardListServices;
const weighting = cardListRulePresets.find((rule) => !rule.enable);
const locked = cardListRulePresets.find((rule) => rule.id === cardListLockedRuleId);
const [history] = cardListQualityInspections;
if (!funnel || !distribution || !resources || !weighting || !locked || !history) {
  throw new Error('The card list fixtures changed.');
}

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

/** All: the three groups, every card in its state. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '卡片列表' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const quality = group(canvasElement, '内容质检');
    await expect(await quality.findAllByRole('heading', { level: 3 })).toHaveLength(4);
    const historyCard = card(canvasElement, history.title);
    await expect(historyCard.getByText(history.description)).toBeVisible();
    await expect(historyCard.getByText('待质检数')).toBeVisible();
    await expect(historyCard.getByText('120')).toBeVisible();

    await loadedGroup(canvasElement, '开通服务');
    await expect(card(canvasElement, funnel.title).getByText('已开通')).toBeVisible();
    await expect(
      card(canvasElement, funnel.title).getByRole('button', { name: `取消服务 ${funnel.title}` }),
    ).toBeVisible();
    await expect(card(canvasElement, distribution.title).getByText('已过期')).toBeVisible();
    await expect(
      card(canvasElement, distribution.title).getByRole('button', {
        name: `续约服务 ${distribution.title}`,
      }),
    ).toBeVisible();
    await expect(card(canvasElement, resources.title).queryByText(/已开通|已过期/)).toBeNull();
    await expect(
      card(canvasElement, resources.title).getByRole('button', {
        name: `开通服务 ${resources.title}`,
      }),
    ).toBeVisible();

    await loadedGroup(canvasElement, '规则预置');
    await expect(canvas.getByRole('switch', { name: `启用 ${weighting.title}` })).not.toBeChecked();
    await expect(card(canvasElement, weighting.title).getByText('已停用')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: `启用 ${locked.title}` })).toBeChecked();
  },
};

/** A tab in the link shows its group alone; the search narrows it by title. */
export const TabAndSearch: Story = {
  parameters: path('?tab=rules'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '规则预置' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findAllByRole('switch')).toHaveLength(4);
    await expect(canvas.queryByRole('region', { name: '内容质检' })).toBeNull();

    await userEvent.type(canvas.getByRole('searchbox', { name: '按标题搜索卡片' }), '置顶');
    await waitFor(() => expect(canvas.getAllByRole('switch')).toHaveLength(1));
    await userEvent.type(canvas.getByRole('searchbox', { name: '按标题搜索卡片' }), '没有');
    await expect(await canvas.findByText('没有标题包含“置顶没有”的卡片')).toBeVisible();

    // The search stays when the tab changes.
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await waitFor(() =>
      expect(canvas.getAllByText('没有标题包含“置顶没有”的卡片')).toHaveLength(3),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cardList: cardListScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: '加载中' });
    await expect(skeletons).toHaveLength(3);
    await expect(canvas.getByRole('searchbox', { name: '按标题搜索卡片' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { cardList: cardListScenarios.empty } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('暂无数据')).toHaveLength(3));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { cardList: cardListScenarios.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('内容质检加载失败')).toBeVisible();
    await expect(await canvas.findByText('开通服务加载失败')).toBeVisible();
    await expect(await canvas.findByText('规则预置加载失败')).toBeVisible();
  },
};

/** One group fails and retries on its own; the others are there. */
export const GroupError: Story = {
  parameters: { msw: { handlers: { cardList: cardListScenarios.serviceError } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: '卡片列表' });
    const services = group(canvasElement, '开通服务');
    await expect(await services.findByText('开通服务加载失败')).toBeVisible();
    await expect(services.getByText(CARD_LIST_MOCK_MESSAGES.serverError)).toBeVisible();
    await expect(await canvas.findAllByRole('switch')).toHaveLength(4);
    await userEvent.click(services.getByRole('button', { name: '重试' }));
    await expect(await services.findByText('开通服务加载失败')).toBeVisible();
  },
};

/** The session ended: the lists answer 401 and the console asks to log in again. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: { cardList: cardListScenarios.unauthorized } } },
  beforeEach() {
    localStorage.setItem('token', 'expired-token');
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: '无权限' })).toBeVisible(),
    );
  },
};

/** Switching a rule shows at once and stays once the server agrees. */
export const RuleSwitch: Story = {
  parameters: path('?tab=rules'),
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: `启用 ${weighting.title}` },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(await card(canvasElement, weighting.title).findByText('已启用')).toBeVisible();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy', 'true'));
    await expect(toggle).toBeChecked();
  },
};

/** A refused switch goes back, and the server's words say why. */
export const RuleSwitchRefused: Story = {
  parameters: path('?tab=rules'),
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: `启用 ${locked.title}` },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    await toast(canvasElement, CARD_LIST_MOCK_MESSAGES.ruleLocked);
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(card(canvasElement, locked.title).getByText('已启用')).toBeVisible();
  },
};

/** While a change is on its way the card waits: the switch is busy and a second click does nothing. */
export const RuleSwitchPending: Story = {
  parameters: {
    ...path('?tab=rules'),
    msw: { handlers: { cardList: cardListScenarios.slowWrites } },
  },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: `启用 ${weighting.title}` },
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
  parameters: { msw: { handlers: { cardList: cardListScenarios.writeError } } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: `启用 ${weighting.title}` },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    await toast(canvasElement, CARD_LIST_MOCK_MESSAGES.saveFailed);
    await waitFor(() => expect(toggle).not.toBeChecked());

    const open = card(canvasElement, resources.title).getByRole('button', {
      name: `开通服务 ${resources.title}`,
    });
    await userEvent.click(open);
    await waitFor(() =>
      expect(
        card(canvasElement, resources.title).getByRole('button', {
          name: `开通服务 ${resources.title}`,
        }),
      ).toBeEnabled(),
    );
    await expect(card(canvasElement, resources.title).queryByText('已开通')).toBeNull();
  },
};

/** Cancel asks first; confirmed, the service is no longer Opened and offers Open again. */
export const ServiceCancel: Story = {
  parameters: path('?tab=service'),
  play: async ({ canvasElement }) => {
    await loadedGroup(canvasElement, '开通服务');
    await userEvent.click(
      card(canvasElement, funnel.title).getByRole('button', { name: `取消服务 ${funnel.title}` }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: '取消服务？' });
    // The dialog fades in: its text is visible once the animation has begun.
    await waitFor(() =>
      expect(
        within(dialog).getByText(`取消后“${funnel.title}”将停止服务，可随时重新开通。`),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '取消服务' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    const open = await card(canvasElement, funnel.title).findByRole('button', {
      name: `开通服务 ${funnel.title}`,
    });
    await expect(open).toBeVisible();
    await expect(card(canvasElement, funnel.title).queryByText('已开通')).toBeNull();
    // The card changes at once (optimistically) and its button spins until the server agrees: done when it stops.
    await waitFor(() => expect(open).not.toHaveAttribute('aria-busy'));
    await expect(open).toBeEnabled();
  },
};

/** Renewing an expired service opens it again. */
export const ServiceRenew: Story = {
  parameters: path('?tab=service'),
  play: async ({ canvasElement }) => {
    await loadedGroup(canvasElement, '开通服务');
    await userEvent.click(
      card(canvasElement, distribution.title).getByRole('button', {
        name: `续约服务 ${distribution.title}`,
      }),
    );
    await expect(await card(canvasElement, distribution.title).findByText('已开通')).toBeVisible();
    await expect(card(canvasElement, distribution.title).queryByText('已过期')).toBeNull();
    // Optimistic, as in ServiceCancel: the button spins until the server agrees.
    const cancel = card(canvasElement, distribution.title).getByRole('button', {
      name: `取消服务 ${distribution.title}`,
    });
    await waitFor(() => expect(cancel).not.toHaveAttribute('aria-busy'));
  },
};

/** Deleting a queue asks first; confirmed, the card is gone. */
export const QualityDelete: Story = {
  parameters: path('?tab=quality'),
  play: async ({ canvas, canvasElement }) => {
    await loadedGroup(canvasElement, '内容质检');
    await userEvent.click(canvas.getByRole('button', { name: `删除 ${history.title}` }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: '删除质检队列？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 3, name: history.title })).toBeNull(),
    );
    await toast(canvasElement, `已删除“${history.title}”`);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Card List' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Quality Inspection' })).toBeVisible();
    await expect(await canvas.findAllByText('Opened')).toHaveLength(2);
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Contract of service ${distribution.title}` }),
    ).toBeVisible();
  },
};
