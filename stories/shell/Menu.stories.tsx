import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRouteTable, routeTable } from '@pasture/ui/internal';
import { Menu, MenuDrawer } from '@pasture/ui';
import { buildMenu } from '@pasture/ui/internal';
import type { MenuItem } from '@pasture/ui';

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
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '主菜单' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: '仪表盘' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: '工作台' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: '实时监控' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.queryByRole('link', { name: '查询表格' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '列表页' }));
    const searchTable = await canvas.findByRole('link', { name: '查询表格' });
    await expect(searchTable).toHaveAttribute('href', '/list/search-table');
    await userEvent.click(searchTable);
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/list/search-table' });
    await userEvent.click(canvas.getByRole('button', { name: '收起菜单' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
  },
};

export const UserRole: Story = {
  args: { items: userItems },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '工作台' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '实时监控' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '数据可视化' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '表单页' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '详情页' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '异常页' }));
    await expect(await canvas.findByRole('link', { name: '404' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '403' })).toBeNull();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas, canvasElement, args }) => {
    const body = page(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    const dashboard = canvas.getByRole('button', { name: '仪表盘' });
    await userEvent.hover(dashboard);
    await expect(await body.findByRole('tooltip', { name: '仪表盘' })).toBeInTheDocument();
    await userEvent.unhover(dashboard);
    await userEvent.click(dashboard);
    const flyout = await body.findByRole('menu');
    const workplace = within(flyout).getByRole('menuitem', { name: '工作台' });
    await expect(workplace).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(flyout).getByRole('menuitem', { name: '实时监控' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/dashboard/monitor' });
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '展开菜单' }));
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
    await userEvent.click(canvas.getByRole('button', { name: '列表页' }));
    const dropdown = await body.findByRole('menu');
    await expect(within(dropdown).getByRole('menuitem', { name: '卡片列表' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(dropdown).getByRole('menuitem', { name: '查询表格' }));
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
    const link = canvas.getByRole('link', { name: /展示大屏/ });
    await expect(link).toHaveAccessibleName(/^展示大屏\s*（在新标签页中打开）$/);
    await expect(link).toHaveAttribute('href', 'https://example.com/big-screen');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const DeepNesting: Story = {
  args: { items: deepItems, currentPath: '/herd/list/search' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '仪表盘' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '列表页' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: '查询表格' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: '卡片列表' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/herd/list/cards' });
    await userEvent.click(canvas.getByRole('button', { name: '列表页' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: '卡片列表' })).toBeNull());
  },
};

const onDrawerOpenChange = fn();

export const MobileDrawer: Story = {
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
    const drawer = await body.findByRole('dialog', { name: '导航菜单' });
    await expect(within(drawer).getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: '个人中心' }));
    await userEvent.click(await within(drawer).findByRole('link', { name: '用户设置' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ path: '/user/setting' });
    await expect(onDrawerOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
