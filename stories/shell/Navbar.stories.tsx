import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  createSettingsStore,
  Menu,
  MessageBox,
  Navbar,
  type MenuItem,
  PastureThemeProvider,
  SettingsProvider,
  useSettings,
  type NavbarProps,
  type Role,
  type ThemeMode,
} from '@pasture/ui';
import { buildMenu, routeTable } from '@pasture/ui/internal';
import { demoFarms } from '@pasture/ui/testing';
import { authScenarios } from '@pasture/ui/mocks';
import routingEn from '../../packages/ui/src/routing/locales/en-US.json';
import routingZh from '../../packages/ui/src/routing/locales/zh-CN.json';
import shellEn from '../../packages/ui/src/shell/locales/en-US.json';
import shellZh from '../../packages/ui/src/shell/locales/zh-CN.json';
import { demoAccountOf, LoggedIn } from '../support/loggedIn';
import { storyLocale, text, textIn } from '../support/texts';
import { usage } from '../support/usage';

function demoFarm(index: number) {
  const farm = demoFarms[index];
  if (!farm) throw new Error('demoFarms must hold at least two farms.');
  return farm;
}
const home = demoFarm(0);
const second = demoFarm(1);

const admin = demoAccountOf('admin');
const operator = demoAccountOf('user');

/** The console passes the settings' theme to its theme provider; this harness does the same. */
function ThemedNavbar(props: NavbarProps) {
  const { theme } = useSettings();
  return (
    <PastureThemeProvider mode={theme}>
      <Navbar {...props} />
      <div style={{ minHeight: 460, background: 'var(--pc-bg-body)' }} />
    </PastureThemeProvider>
  );
}

interface NavbarHarnessProps extends NavbarProps {
  /** Which demo account is logged in. */
  role?: Role;
  /** Theme from the toolbar: the settings start on it. */
  mode?: ThemeMode;
}

/** A fresh settings store per story (the preview clears localStorage first), starting on the toolbar's theme. */
function NavbarHarness({ role = 'admin', mode = 'light', ...props }: NavbarHarnessProps) {
  const [store] = useState(() => {
    const settings = createSettingsStore();
    settings.update({ theme: mode });
    return settings;
  });
  // A later toolbar change re-themes the settings too, as if the user had toggled.
  useEffect(() => store.update({ theme: mode }), [store, mode]);
  return (
    <SettingsProvider store={store}>
      <LoggedIn role={role}>
        <ThemedNavbar {...props} />
      </LoggedIn>
    </SettingsProvider>
  );
}

const meta = {
  title: 'Shell/Navbar',
  component: NavbarHarness,
  args: {
    onOpenSettings: fn(),
    onLogout: fn(),
    onFarmChanged: fn(),
    onOpenUserCenter: fn(),
    onOpenUserSettings: fn(),
  },
  render: (args, { globals }) => (
    <NavbarHarness {...args} mode={globals.theme === 'dark' ? 'dark' : 'light'} />
  ),
  parameters: {
    // The story's harness sets the part up (a session, a settings store); the props table is the part's own.
    pastureDocs: { propsOf: { name: 'Navbar', component: Navbar } },
    docs: {
      description: {
        component: usage({
          when: "The console's top bar: product, farm, tools and account.",
          do: ['Keep every tool reachable by keyboard; narrow screens move tools into menus.'],
          dont: ['Add page-specific actions to it.'],
          content: 'Tool labels are actions (Switch language).',
        }),
      },
    },
  },
} satisfies Meta<typeof NavbarHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const farmButton = (name: string) => text('navbar.farm.trigger', { name });

async function openFarmSwitcher(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: farmButton(home.FarmName) }));
  const dialog = await page(canvasElement).findByRole('dialog', {
    name: text('navbar.farm.title'),
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function openAvatarMenu(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: text('navbar.avatar.trigger', { name }) }),
  );
  const menu = await page(canvasElement).findByRole('menu', {
    name: text('navbar.avatar.trigger', { name }),
  });
  await waitFor(() => expect(menu).toBeVisible());
  return within(menu);
}

/**
 * Waits until no menu is left on the page. A menu closed by choosing an item fades out first, and while it does, its
 * outside-press handler still listens: a press on the trigger in that moment opens the menu and closes it again at
 * once, and a query for the menu finds the one fading out.
 */
async function menuGone(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
}

/** The admin is logged in: product title, current farm, tools and avatar. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const header = within(await canvas.findByRole('banner', { name: text('navbar.label') }));
    await expect(header.getByText(text('login.footer'))).toBeVisible();
    await expect(header.getByRole('button', { name: farmButton(home.FarmName) })).toBeVisible();
    await expect(header.getByText(home.FarmName)).toBeVisible();
    await expect(
      header.getByRole('button', { name: text('navbar.language.trigger') }),
    ).toBeVisible();
    await expect(
      header.getByRole('button', {
        name: new RegExp(`^(${text('navbar.theme.toDark')}|${text('navbar.theme.toLight')})$`),
      }),
    ).toBeVisible();
    await expect(
      header.getByRole('button', { name: text('navbar.avatar.trigger', { name: admin.name }) }),
    ).toBeVisible();
    await userEvent.click(header.getByRole('button', { name: text('settings.open') }));
    await expect(args.onOpenSettings).toHaveBeenCalledOnce();
  },
};

/** The operator account (role user): the avatar menu says so, and has only the items with callbacks. */
export const UserRole: Story = {
  args: { role: 'user', onOpenUserCenter: undefined, onOpenUserSettings: undefined },
  play: async ({ canvasElement }) => {
    const menu = await openAvatarMenu(canvasElement, operator.name);
    await expect(
      menu.getByText(text('navbar.avatar.currentRole', { role: text('navbar.avatar.roles.user') })),
    ).toBeVisible();
    const items = menu.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      text('navbar.avatar.switchRoles'),
      text('navbar.avatar.logout'),
    ]);
  },
};

/** The avatar menu open: role, switch roles, user centre, user settings, logout. */
export const AvatarMenuOpen: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async ({ canvasElement, args }) => {
    const menu = await openAvatarMenu(canvasElement, admin.name);
    await expect(menu.getByText(admin.name)).toBeVisible();
    await expect(
      menu.getByText(
        text('navbar.avatar.currentRole', { role: text('navbar.avatar.roles.admin') }),
      ),
    ).toBeVisible();
    await expect(
      menu.getByRole('menuitem', { name: text('navbar.avatar.switchRoles') }),
    ).toBeVisible();
    await expect(
      menu.getByRole('menuitem', { name: text('navbar.avatar.userCenter') }),
    ).toBeVisible();
    await expect(
      menu.getByRole('menuitem', { name: text('navbar.avatar.userSettings') }),
    ).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: text('navbar.avatar.logout') })).toBeVisible();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Switch roles toggles admin ⇄ user, toasts the new role and the menu shows it. */
export const SwitchRoles: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvasElement }) => {
    let menu = await openAvatarMenu(canvasElement, admin.name);
    await userEvent.click(menu.getByRole('menuitem', { name: text('navbar.avatar.switchRoles') }));
    const toast = await page(canvasElement).findByText(
      text('navbar.avatar.roleSwitched', { role: text('navbar.avatar.roles.user') }),
    );
    await waitFor(() => expect(toast).toBeVisible());
    await menuGone(canvasElement);
    menu = await openAvatarMenu(canvasElement, admin.name);
    await expect(
      menu.getByText(text('navbar.avatar.currentRole', { role: text('navbar.avatar.roles.user') })),
    ).toBeVisible();
    // It ends here, the menu open on the new role beside the toast. (Escape is not pressed: the toast is a
    // dismissable layer too, and whichever of the two registered last takes the key.)
    await expect(toast).toBeVisible();
  },
};

/** The farm switcher open on the admin's four farms, the current one marked. */
export const FarmSwitcherOpen: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async ({ canvasElement }) => {
    const popover = await openFarmSwitcher(canvasElement);
    const list = within(await popover.findByRole('list', { name: text('navbar.farm.list') }));
    await expect(list.getAllByRole('listitem')).toHaveLength(demoFarms.length);
    const current = list.getByRole('button', { name: new RegExp(home.FarmName) });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(within(current).getByText(text('navbar.farm.current'))).toBeVisible();
    await expect(list.getByRole('button', { name: new RegExp(second.FarmName) })).toBeEnabled();
  },
};

/** The farm list on its way (it takes 3 s here). */
export const FarmSwitcherLoading: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.farmListSlow } } },
  play: async ({ canvasElement }) => {
    const popover = await openFarmSwitcher(canvasElement);
    await expect(popover.getByText(text('navbar.farm.loading'))).toBeVisible();
    await expect(popover.queryByRole('list')).toBeNull();
  },
};

/** The farm list failed: an error with a retry, which loads it. */
export const FarmSwitcherError: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.farmListErrorOnce } } },
  play: async ({ canvasElement }) => {
    const popover = await openFarmSwitcher(canvasElement);
    await expect(await popover.findByText(text('navbar.farm.loadFailed'))).toBeVisible();
    await userEvent.click(popover.getByRole('button', { name: text('navbar.farm.retry') }));
    await expect(
      await popover.findByRole('button', { name: new RegExp(second.FarmName) }),
    ).toBeVisible();
    await expect(popover.queryByText(text('navbar.farm.loadFailed'))).toBeNull();
  },
};

/** Picking another farm switches the session, toasts, closes and tells the host. */
export const FarmSwitched: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const popover = await openFarmSwitcher(canvasElement);
    await userEvent.click(
      await popover.findByRole('button', { name: new RegExp(second.FarmName) }),
    );
    const toast = await page(canvasElement).findByText(
      text('navbar.farm.switched', { name: second.FarmName }),
    );
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() =>
      expect(args.onFarmChanged).toHaveBeenCalledWith({
        farm: { farmCode: second.FarmCode, farmId: second.FarmId, farmName: second.FarmName },
      }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: farmButton(second.FarmName) })).toBeVisible();
    await expect(localStorage.getItem('farmName')).toBe(second.FarmName);
  },
};

/** A farm whose name is longer than the bar gives it (a real server's names are not the demo's). */
const longFarm = {
  farmCode: 'NM-XLGL-ZLQ-002',
  farmId: second.FarmId,
  farmName: '内蒙古自治区锡林郭勒盟正蓝旗草原生态肉牛繁育与牧草种植综合示范牧场',
};

/**
 * A farm name longer than the switcher's room ends in an ellipsis, and the whole name shows on hover and on
 * keyboard focus (the trigger's tooltip), as the button's name always says it.
 */
export const LongFarmName: Story = {
  tags: ['edge-case', '!autodocs'],
  beforeEach: () => {
    // The farm the session works in, as the farm cache keeps it: the login below starts in it.
    localStorage.setItem('farmCode', longFarm.farmCode);
    localStorage.setItem('farmId', String(longFarm.farmId));
    localStorage.setItem('farmName', longFarm.farmName);
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = await canvas.findByRole('button', { name: farmButton(longFarm.farmName) });
    const shown = within(trigger).getByText(longFarm.farmName);
    await expect(getComputedStyle(shown).textOverflow).toBe('ellipsis');
    await expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(260);

    // The whole name on hover (and on keyboard focus: the tooltip's own story owns that).
    await userEvent.hover(trigger);
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(farmButton(longFarm.farmName));
  },
};

/** The language menu: the interface language checked; the other one switches the bar at once. */
export const LanguageMenuOpen: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text('navbar.language.trigger') }),
    );
    const menu = within(
      await page(canvasElement).findByRole('menu', { name: text('navbar.language.trigger') }),
    );
    // The toolbar's language is checked; choosing the other one switches the bar at once.
    const from = storyLocale();
    const to = from === 'zh-CN' ? 'en-US' : 'zh-CN';
    await expect(
      menu.getByRole('menuitemradio', { name: textIn(from, `common.languages.${from}`) }),
    ).toBeChecked();
    const other = menu.getByRole('menuitemradio', { name: textIn(to, `common.languages.${to}`) });
    await expect(other).not.toBeChecked();
    await userEvent.click(other);
    await expect(
      await canvas.findByRole('banner', { name: textIn(to, 'navbar.label') }),
    ).toBeVisible();
    await menuGone(canvasElement);
    // The focus is back on the button, but a language picked with the pointer leaves no tooltip over the bar.
    await expect(
      canvas.getByRole('button', { name: textIn(to, 'navbar.language.trigger') }),
    ).toHaveFocus();
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: textIn(to, 'navbar.language.trigger') }),
    );
    const reopened = await page(canvasElement).findByRole('menu', {
      name: textIn(to, 'navbar.language.trigger'),
    });
    await waitFor(() => expect(reopened).toHaveAttribute('data-state', 'open'));
    await expect(reopened).toBeVisible();
    await expect(
      within(reopened).getByRole('menuitemradio', { name: textIn(to, `common.languages.${to}`) }),
    ).toBeChecked();
  },
};

/**
 * The sun/moon button flips the theme: the settings change and the theme provider's root (`data-mode`) follows;
 * nothing is written to `<body>`.
 */
export const DarkToggle: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('banner', { name: text('navbar.label') });
    const root = banner.closest('[data-pasture-root]');
    const startsDark = root?.getAttribute('data-mode') === 'dark';
    const [first, then] = startsDark ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
    const label = (mode: 'light' | 'dark') =>
      mode === 'dark' ? text('navbar.theme.toDark') : text('navbar.theme.toLight');

    await userEvent.click(canvas.getByRole('button', { name: label(first) }));
    await waitFor(() => expect(root).toHaveAttribute('data-mode', first));
    await expect(document.body).not.toHaveAttribute('data-theme');
    await expect(canvas.getByRole('button', { name: label(then) })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('pasture.settings') ?? '{}')).toMatchObject({
      theme: first,
    });

    await userEvent.click(canvas.getByRole('button', { name: label(then) }));
    await waitFor(() => expect(root).toHaveAttribute('data-mode', then));
  },
};

/** A phone-wide bar: the title and farm name fold away, the menu button appears, every control still works. */
export const Mobile: Story = {
  args: { onOpenMenu: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, args }) => {
    const header = within(await canvas.findByRole('banner', { name: text('navbar.label') }));
    await expect(header.getByText(text('login.footer'))).not.toBeVisible();
    await expect(header.getByText(home.FarmName)).not.toBeVisible();
    await userEvent.click(header.getByRole('button', { name: text('navbar.openMenu') }));
    await expect(args.onOpenMenu).toHaveBeenCalledOnce();
    for (const name of [
      text('navbar.language.trigger'),
      text('settings.open'),
      text('navbar.avatar.trigger', { name: admin.name }),
    ]) {
      await expect(header.getByRole('button', { name })).toBeVisible();
    }
    const popover = await openFarmSwitcher(canvasElement);
    await expect(
      await popover.findByRole('button', { name: new RegExp(second.FarmName) }),
    ).toBeVisible();
  },
};

const menuTexts = { 'zh-CN': routingZh.menu, 'en-US': routingEn.menu };
const shellTexts = { 'zh-CN': shellZh.shell, 'en-US': shellEn.shell };
const adminMenu = buildMenu({ routes: routeTable, role: 'admin' });

function localeOf(globals: Record<string, unknown>): 'zh-CN' | 'en-US' {
  return globals.locale === 'en-US' ? 'en-US' : 'zh-CN';
}

function menuLabel(locale: 'zh-CN' | 'en-US', item: MenuItem): string {
  const texts: Record<string, unknown> = menuTexts[locale];
  const label = texts[item.labelKey.replace(/^menu\./, '')];
  if (typeof label !== 'string') throw new Error(`No ${locale} text for ${item.labelKey}`);
  return label;
}

/** The bar at a desktop width, with the spec's default top menu (contract §3: topMenu on) and the message box. */
function topMenuAt(
  width: number,
  currentPath = '/dashboard/workplace',
  onNavigate = fn(),
): Partial<Story> {
  return {
    args: {
      topMenu: (
        <Menu
          mode="horizontal"
          items={adminMenu}
          currentPath={currentPath}
          onNavigate={onNavigate}
        />
      ),
      messageBox: <MessageBox />,
    },
    decorators: [
      (Story) => (
        <div style={{ width }}>
          <Story />
        </div>
      ),
    ],
  };
}

/**
 * What an operator sees of the top menu: every top-level entry is either whole in the bar or listed, in menu order
 * after the visible ones, under "more"; nothing scrolls and no entry reaches past the menu's own room.
 */
async function expectWholeTopMenu(canvasElement: HTMLElement, locale: 'zh-CN' | 'en-US') {
  const canvas = within(canvasElement);
  const texts = shellTexts[locale].menu;
  const nav = await canvas.findByRole('navigation', { name: texts.navigation });
  // The menu measures again when the web font arrives (CJK glyphs are wider than the fallback's).
  await document.fonts.ready;
  await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  const bounds = nav.getBoundingClientRect();
  const labels = adminMenu.map((item) => menuLabel(locale, item));
  // A top-level entry is a group's button or a page's link.
  const entry = (name: string) =>
    within(nav).queryByRole('button', { name }) ?? within(nav).queryByRole('link', { name });
  const shown = labels.filter((name) => entry(name) !== null);
  await expect(labels.slice(0, shown.length)).toEqual(shown);
  for (const name of shown) {
    const box = entry(name)!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(bounds.left);
    await expect(box.right).toBeLessThanOrEqual(bounds.right + 0.5);
  }
  const more = within(nav).queryByRole('button', { name: texts.more });
  if (shown.length === labels.length) {
    await expect(more).toBeNull();
    return { shown, more };
  }
  await expect(more).toBeVisible();
  await userEvent.click(more!);
  const dropdown = await page(canvasElement).findByRole('menu');
  const listed = within(dropdown)
    .getAllByRole('menuitem')
    .map((entry) => entry.textContent);
  await expect(listed).toEqual(labels.slice(shown.length));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  return { shown, more };
}

/** 1280 px (the narrowest common laptop): the first entries in the bar, the rest under "更多". */
export const TopMenuAt1280: Story = {
  ...topMenuAt(1280),
  tags: ['visual-en'],
  play: async ({ canvasElement, globals }) => {
    const { shown } = await expectWholeTopMenu(canvasElement, localeOf(globals));
    await expect(shown.length).toBeGreaterThan(0);
  },
};

/** 1440 px: Arco's reference width. */
export const TopMenuAt1440: Story = {
  ...topMenuAt(1440),
  tags: ['visual-en'],
  play: async ({ canvasElement, globals }) => {
    await expectWholeTopMenu(canvasElement, localeOf(globals));
  },
};

/** 1920 px: a full-HD screen. */
export const TopMenuAt1920: Story = {
  ...topMenuAt(1920),
  tags: ['visual-en'],
  play: async ({ canvasElement, globals }) => {
    await expectWholeTopMenu(canvasElement, localeOf(globals));
  },
};

/**
 * The current page (User Info) sits under "more": "more" is drawn as the active entry, and the keyboard reaches
 * it — Enter opens it, the arrows walk into the group, Enter picks the page.
 */
const pickPage = fn();

export const TopMenuActiveInMore: Story = {
  ...topMenuAt(1280, '/user/info', pickPage),
  tags: ['visual-en'],
  play: async ({ canvasElement, globals }) => {
    pickPage.mockClear();
    const locale = localeOf(globals);
    const texts = shellTexts[locale].menu;
    const nav = await within(canvasElement).findByRole('navigation', { name: texts.navigation });
    const more = within(nav).getByRole('button', { name: texts.more });
    const idle = within(nav).getByRole('button', { name: menuLabel(locale, adminMenu[0]!) });
    // Drawn in the active colour (it fades in as "more" takes the entries over).
    await waitFor(() =>
      expect(getComputedStyle(more).color).not.toBe(getComputedStyle(idle).color),
    );
    more.focus();
    await userEvent.keyboard('{Enter}');
    const dropdown = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(dropdown.contains(document.activeElement)).toBe(true));
    // User Center is the menu's last entry, so the last under "more".
    await userEvent.keyboard('{End}');
    const userCenter = menuLabel(locale, adminMenu.at(-1)!);
    await waitFor(() =>
      expect(within(dropdown).getByRole('menuitem', { name: userCenter })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    const info = await page(canvasElement).findByRole('menuitem', {
      name: menuTexts[locale]['user.info'],
    });
    await expect(info).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(info).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(pickPage).toHaveBeenCalledWith({ path: '/user/info' });
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  },
};
