import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  createRouteTable,
  createServerMenuPaths,
  routeTable,
  type ServerMenuItem,
} from '@pasture/ui/internal';
import {
  createSettingsStore,
  Menu,
  MenuDrawer,
  useApiClient,
  useToaster,
  type MenuProps,
} from '@pasture/ui';
import { buildMenu } from '@pasture/ui/internal';
import type { MenuItem } from '@pasture/ui';
import { authScenarios } from '@pasture/ui/mocks';
import { escapeRegExp, text, textPattern } from '../support/texts';
import { usage } from '../support/usage';

const adminItems = buildMenu({ routes: routeTable, role: 'admin' });
const userItems = buildMenu({ routes: routeTable, role: 'user' });

/** A synthetic table three levels deep: the menu must not assume two. */
const deepItems: MenuItem[] = [
  {
    key: 'herd',
    path: '/herd',
    labelKey: 'menu.dashboard',
    icon: 'LayoutDashboard',
    children: [
      {
        key: 'herdList',
        path: '/herd/list',
        labelKey: 'menu.list',
        children: [
          { key: 'herdSearch', path: '/herd/list/search', labelKey: 'menu.list.searchTable' },
          { key: 'herdCards', path: '/herd/list/cards', labelKey: 'menu.list.cardList' },
        ],
      },
      { key: 'herdMonitor', path: '/herd/monitor', labelKey: 'menu.dashboard.monitor' },
    ],
  },
  { key: 'userInfo', path: '/user/info', labelKey: 'menu.user.info', icon: 'User' },
];

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Shell/Menu',
  component: Menu,
  args: {
    items: adminItems,
    currentPath: '/dashboard/workplace',
    mode: 'vertical',
    collapsed: false,
    onNavigate: fn(),
    onCollapsedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "The console's navigation: side, top or mobile drawer, by role.",
          do: ['Keep entries from the route table; external entries open in a new tab and say so.'],
          dont: ['Add entries a role cannot open.'],
          content: 'Menu titles are nouns.',
        }),
      },
    },
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: text('shell.menu.navigation') });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('menu.dashboard') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      canvas.getByRole('link', { name: text('menu.dashboard.workplace') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('link', { name: text('menu.dashboard.monitor') }),
    ).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('link', { name: text('menu.list.searchTable') })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: text('menu.list') }));
    const searchTable = await canvas.findByRole('link', { name: text('menu.list.searchTable') });
    await expect(searchTable).toHaveAttribute('href', '/list/search-table');
    await userEvent.click(searchTable);
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/list/search-table' });
    await userEvent.click(canvas.getByRole('button', { name: text('shell.menu.collapse') }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
  },
};

export const UserRole: Story = {
  args: { items: userItems },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: text('menu.dashboard.workplace') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: text('menu.dashboard.monitor') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text('menu.visualization') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text('menu.form') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text('menu.profile') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('menu.exception') }));
    await expect(await canvas.findByRole('link', { name: '404' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '403' })).toBeNull();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas, canvasElement, args }) => {
    const body = page(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: text('shell.menu.navigation') }),
    ).toBeVisible();
    const dashboard = canvas.getByRole('button', { name: text('menu.dashboard') });
    await userEvent.hover(dashboard);
    await expect(
      await body.findByRole('tooltip', { name: text('menu.dashboard') }),
    ).toBeInTheDocument();
    await userEvent.unhover(dashboard);
    await userEvent.click(dashboard);
    const flyout = await body.findByRole('menu');
    const workplace = within(flyout).getByRole('menuitem', {
      name: text('menu.dashboard.workplace'),
    });
    await expect(workplace).toHaveAttribute('aria-current', 'page');
    await userEvent.click(
      within(flyout).getByRole('menuitem', { name: text('menu.dashboard.monitor') }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/dashboard/monitor' });
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: text('shell.menu.expand') }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
  },
};

export const Horizontal: Story = {
  args: { mode: 'horizontal', currentPath: '/list/card' },
  decorators: [
    (Story) => (
      <div style={{ height: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text('menu.list') }));
    const dropdown = await body.findByRole('menu');
    await expect(
      within(dropdown).getByRole('menuitem', { name: text('menu.list.cardList') }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(
      within(dropdown).getByRole('menuitem', { name: text('menu.list.searchTable') }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/list/search-table' });
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const ExternalLink: Story = {
  args: {
    items: buildMenu({
      routes: createRouteTable({
        designSystem: 'https://arco.design',
        faq: 'https://arco.design/vue/docs/pro/faq',
        displayBigScreen: 'https://example.com/big-screen',
      }),
      role: 'admin',
    }),
  },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: textPattern('menu.displayBigScreen') });
    await expect(link).toHaveAccessibleName(
      new RegExp(
        `^${text('menu.displayBigScreen')}\\s*${escapeRegExp(text('shell.menu.opensInNewTab'))}$`,
      ),
    );
    await expect(link).toHaveAttribute('href', 'https://example.com/big-screen');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const DeepNesting: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { items: deepItems, currentPath: '/herd/list/search' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: text('menu.dashboard') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: text('menu.list') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: text('menu.list.searchTable') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: text('menu.list.cardList') }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/herd/list/cards' });
    await userEvent.click(await canvas.findByRole('button', { name: text('menu.list') }));
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: text('menu.list.cardList') })).toBeNull(),
    );
  },
};

const onDrawerOpenChange = fn();

export const MobileDrawer: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: function MobileDrawerStory(args) {
    const [open, setOpen] = useState(true);
    return (
      <MenuDrawer
        items={args.items}
        currentPath={args.currentPath}
        onNavigate={args.onNavigate}
        open={open}
        onOpenChange={(next) => {
          onDrawerOpenChange(next);
          setOpen(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const drawer = await body.findByRole('dialog', { name: text('shell.menu.drawerTitle') });
    await expect(
      within(drawer).getByRole('navigation', { name: text('shell.menu.navigation') }),
    ).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: text('menu.user') }));
    await userEvent.click(
      await within(drawer).findByRole('link', { name: text('menu.user.setting') }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/user/setting' });
    await expect(onDrawerOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The console's menu with menuFromServer on, as its guard drives it: the server menu is asked for on the first
 * navigation and every one after, until it is there (contract §4).
 */
function ServerMenuHarness(props: MenuProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toaster = useToaster();
  const [settings] = useState(() => {
    const store = createSettingsStore({ storage: null });
    store.update({ menuFromServer: true });
    return store;
  });
  const [serverMenuPaths] = useState(() =>
    createServerMenuPaths({
      settings,
      client,
      queryClient,
      toaster,
      // The menu bundle's words in the story's language, as the console passes its runtime's.
      t: (key) => text(key),
    }),
  );
  const { serverMenu } = useSyncExternalStore(settings.subscribe, settings.getSnapshot);
  useEffect(() => void serverMenuPaths(), [serverMenuPaths]);
  const items = buildMenu({
    routes: routeTable,
    role: 'admin',
    serverMenu: serverMenu.length > 0 ? (serverMenu as readonly ServerMenuItem[]) : undefined,
  });
  return (
    <Menu
      {...props}
      items={items}
      onNavigate={(event) => {
        props.onNavigate(event);
        // Every navigation runs the console's guard, which asks for the server menu's paths.
        void serverMenuPaths();
      }}
    />
  );
}

/** The toast list (not the screen reader's copy of each toast, which says the same words). */
const toasts = async (canvasElement: HTMLElement) =>
  within(
    await page(canvasElement).findByRole('region', {
      name: text('components.toast.region').replace('{hotkey}', 'F8'),
    }),
  );

/**
 * The server menu failed to load: the local menu stays, the failure is said once, and navigating meanwhile neither
 * asks again nor says it again. The menu is tried again in the background; when it comes, the server's menu takes
 * over (no Exception group in it) and that is said.
 */
export const ServerMenuRetry: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.menuErrorOnce } } },
  render: (args) => <ServerMenuHarness {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const list = await toasts(canvasElement);
    const failed = await list.findByText(text('menu.server.failed'));
    // A toast fades in.
    await waitFor(() => expect(failed).toBeVisible());
    await expect(canvas.getByRole('button', { name: text('menu.exception') })).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: text('menu.dashboard.monitor') }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/dashboard/monitor' });
    await expect(list.queryByText(text('menu.server.loading'))).toBeNull();
    await expect(list.getAllByText(text('menu.server.failed'))).toHaveLength(1);

    const loaded = await list.findByText(text('menu.server.loaded'), {}, { timeout: 6_000 });
    await waitFor(() => expect(loaded).toBeVisible());
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: text('menu.exception') })).toBeNull(),
    );
    // The notices go by themselves (5 s): the picture is the server's menu alone.
    await waitFor(() => expect(list.queryByText(text('menu.server.loaded'))).toBeNull(), {
      timeout: 8_000,
    });
  },
};
