import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShopWindowScreen } from '@pasture/ui/screens/shop-window';
import { demoFarms } from '@pasture/ui/testing';
import { authScenarios } from '@pasture/ui/mocks';
import { issueDemoToken } from '@pasture/ui/internal/mocks';
import { inContentArea, inWidth } from '../../support/contentArea';
import { text } from '../../support/texts';

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
  tags: ['visual-en'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('product.shopWindow.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('product.shopWindow.intro'))).toBeVisible();
    const current = within(
      canvas.getByRole('region', { name: text('product.shopWindow.currentFarm') }),
    );
    await expect(current.getByText(home.FarmName)).toBeVisible();
    await expect(current.getByText(home.FarmCode)).toBeVisible();
    const farms = within(await canvas.findByRole('list'));
    await expect(farms.getAllByRole('listitem')).toHaveLength(demoFarms.length);
    await expect(
      farms.getByRole('button', {
        name: text('product.shopWindow.switchTo', { name: second.FarmName }),
      }),
    ).toBeEnabled();
    await expect(farms.getByText(text('product.shopWindow.current'))).toBeVisible();
    // No dead space: the last card ends with its last tile.
    const tiles = farms.getAllByRole('listitem');
    const card = tiles[0]!.closest('ul')!.parentElement!;
    await expect(
      card.getBoundingClientRect().bottom - tiles.at(-1)!.getBoundingClientRect().bottom,
    ).toBeLessThan(40);
  },
};

/** A phone-wide content area: one tile a row, nothing cut. */
export const Narrow: Story = {
  decorators: [inWidth(360)],
  play: async ({ canvas }) => {
    const tiles = within(await canvas.findByRole('list')).getAllByRole('listitem');
    const [first, next] = tiles.map((tile) => tile.getBoundingClientRect());
    await expect(next!.top).toBeGreaterThanOrEqual(first!.bottom);
    for (const tile of tiles) {
      await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
    }
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('product.shopWindow.title') }),
    ).toBeVisible();
  },
};

export const SwitchFarm: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: text('product.shopWindow.switchTo', { name: second.FarmName }),
      }),
    );
    await waitFor(() =>
      expect(args.onFarmChanged).toHaveBeenCalledWith({
        farm: { farmCode: second.FarmCode, farmId: second.FarmId, farmName: second.FarmName },
      }),
    );
    await expect(localStorage.getItem('farmName')).toBe(second.FarmName);
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByText(
          text('navbar.farm.switched', { name: second.FarmName }),
        ),
      ).toBeVisible(),
    );
    await expect(
      await canvas.findByRole('button', {
        name: text('product.shopWindow.switchTo', { name: home.FarmName }),
      }),
    ).toBeEnabled();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.serverError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('product.shopWindow.loadFailed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('product.shopWindow.retry') }),
    ).toBeEnabled();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('product.shopWindow.noFarm'))).toBeVisible();
    for (const farm of demoFarms) {
      await expect(
        await canvas.findByRole('button', {
          name: text('product.shopWindow.switchTo', { name: farm.FarmName }),
        }),
      ).toBeEnabled();
    }
    await expect(canvas.queryByText(text('product.shopWindow.current'))).toBeNull();
  },
};

/** The farm list is on its way (about 3 s): the current farm shows at once, the list as a placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.farmListSlow } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: text('product.shopWindow.currentFarm') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('status', { name: text('components.loading') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'button',
        { name: text('product.shopWindow.switchTo', { name: second.FarmName }) },
        { timeout: 6000 },
      ),
    ).toBeEnabled();
    await expect(
      canvas.queryByRole('status', { name: text('components.loading') }),
    ).not.toBeInTheDocument();
  },
};

/** The list fails once; Retry loads it. */
export const LoadErrorRetry: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.farmListErrorOnce } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('product.shopWindow.loadFailed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('product.shopWindow.retry') }));
    await expect(
      await canvas.findByRole('button', {
        name: text('product.shopWindow.switchTo', { name: second.FarmName }),
      }),
    ).toBeEnabled();
  },
};
