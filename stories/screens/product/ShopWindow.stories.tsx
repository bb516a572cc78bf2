import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShopWindowScreen } from '@pasture/ui/screens/shop-window';
import { demoFarms } from '@pasture/ui/testing';
import { authScenarios } from '@pasture/ui/mocks';
import { issueDemoToken } from '@pasture/ui/internal/mocks';
import productEn from '../../../packages/ui/src/screens/product/locales/en-US.json';
import productZh from '../../../packages/ui/src/screens/product/locales/zh-CN.json';
import { inContentArea } from '../../support/contentArea';

const texts = (globals: Record<string, unknown>) =>
  (globals.locale === 'en-US' ? productEn : productZh).product.shopWindow;

const [home, second] = demoFarms;
if (!home || !second) throw new Error('demoFarms must hold at least two farms.');

/** The admin works in the first farm: a valid demo token and the farm cache as a login leaves them. */
function loggedInAsAdmin() {
  localStorage.setItem(
    'token',
    issueDemoToken({ username: 'admin', farmId: home!.FarmId, clientTypeId: 1 }),
  );
  localStorage.setItem('farmCode', home!.FarmCode);
  localStorage.setItem('farmId', String(home!.FarmId));
  localStorage.setItem('farmName', home!.FarmName);
}

const meta = {
  title: 'Screens/Product/Shop window',
  component: ShopWindowScreen,
  args: { onFarmChanged: fn() },
  beforeEach: loggedInAsAdmin,
  decorators: [inContentArea],
} satisfies Meta<typeof ShopWindowScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Where a console without the template pages starts: the page says what it is for and how switching farms works,
 * shows the current farm and every farm as a tile, the current one marked; the page ends with its content.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = texts(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByText(text.intro)).toBeVisible();
    const current = within(canvas.getByRole('region', { name: text.currentFarm }));
    await expect(current.getByText(home.FarmName)).toBeVisible();
    await expect(current.getByText(home.FarmCode)).toBeVisible();
    const farms = within(await canvas.findByRole('list'));
    await expect(farms.getAllByRole('listitem')).toHaveLength(demoFarms.length);
    await expect(
      farms.getByRole('button', { name: text.switchTo.replace('{{name}}', second.FarmName) }),
    ).toBeEnabled();
    await expect(farms.getByText(text.current)).toBeVisible();
    // No dead space: the last card ends with its last tile.
    const tiles = farms.getAllByRole('listitem');
    const card = tiles[0]!.closest('ul')!.parentElement!;
    await expect(
      card.getBoundingClientRect().bottom - tiles.at(-1)!.getBoundingClientRect().bottom,
    ).toBeLessThan(40);
  },
};

export const English: Story = {
  ...Default,
  globals: { locale: 'en-US' },
};

/** A phone-wide content area: one tile a row, nothing cut. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const text = texts(globals);
    const tiles = within(await canvas.findByRole('list')).getAllByRole('listitem');
    const [first, next] = tiles.map((tile) => tile.getBoundingClientRect());
    await expect(next!.top).toBeGreaterThanOrEqual(first!.bottom);
    for (const tile of tiles) {
      await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
    }
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  },
};

export const SwitchFarm: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `切换到 ${second.FarmName}` }));
    await waitFor(() =>
      expect(args.onFarmChanged).toHaveBeenCalledWith({
        farm: { farmCode: second.FarmCode, farmId: second.FarmId, farmName: second.FarmName },
      }),
    );
    await expect(localStorage.getItem('farmName')).toBe(second.FarmName);
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByText(`已切换到 ${second.FarmName}`),
      ).toBeVisible(),
    );
    await expect(
      await canvas.findByRole('button', { name: `切换到 ${home.FarmName}` }),
    ).toBeEnabled();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.serverError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('牧场列表加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

/**
 * Logged in, but no farm cached yet (the farm keys are gone, the token stays): the current farm says so and every farm
 * the user may work in offers a switch. (Logged out, the farm list answers 401 and the session prompt covers the
 * page — every non-anonymous 401 asks to log in again, with or without a token — which is the SessionExpiredDialog's
 * story, not this one.)
 */
export const NoFarmYet: Story = {
  beforeEach() {
    for (const key of ['farmCode', 'farmId', 'farmName']) localStorage.removeItem(key);
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(texts(globals).noFarm)).toBeVisible();
    for (const farm of demoFarms) {
      await expect(
        await canvas.findByRole('button', { name: `切换到 ${farm.FarmName}` }),
      ).toBeEnabled();
    }
    await expect(canvas.queryByText('当前')).toBeNull();
  },
};

/** The farm list is on its way (about 3 s): the current farm shows at once, the list as a placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.farmListSlow } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '当前牧场' })).toBeVisible();
    await expect(await canvas.findByRole('status', { name: '加载中' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: `切换到 ${second.FarmName}` }, { timeout: 6000 }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
  },
};

/** The list fails once; Retry loads it. */
export const LoadErrorRetry: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.farmListErrorOnce } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('牧场列表加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(
      await canvas.findByRole('button', { name: `切换到 ${second.FarmName}` }),
    ).toBeEnabled();
  },
};
