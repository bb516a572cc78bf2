import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Input, useFeatureTranslation } from '@pasture/ui';
import { createRouteTable, flattenRoutes, shellLocale, useMenuLabel } from '@pasture/ui/internal';
import type { TabEntry } from '@pasture/ui';
import type { RouteMeta } from '@pasture/ui/internal';
import {
  createTabsStore,
  LeaveUnsavedDialog,
  TabBar,
  TabScope,
  TabsProvider,
  useTabs,
  useUnsavedChanges,
} from '@pasture/ui';
import { useTabsStore } from '@pasture/ui/internal';
import menuEn from '../../packages/ui/src/routing/locales/en-US.json';
import menuZh from '../../packages/ui/src/routing/locales/zh-CN.json';
import tabBarEn from '../../packages/ui/src/shell/TabBar/locales/en-US.json';
import tabBarZh from '../../packages/ui/src/shell/TabBar/locales/zh-CN.json';
import { text } from '../support/texts';
import { usage } from '../support/usage';

const toTab = (route: RouteMeta): TabEntry => ({
  name: route.name,
  title: route.menuLabelKey,
  fullPath: route.path,
  query: {},
  ...(route.ignoreCache ? { ignoreCache: true } : {}),
});

/** Every page of the route table, as the console would open them. */
const pages = flattenRoutes(createRouteTable())
  .filter((route) => !route.externalUrl)
  .map(toTab);
const pageNamed = (name: string): TabEntry => {
  const page = pages.find((item) => item.name === name);
  if (!page) throw new Error(`No route named ${name}`);
  return page;
};
const workplace = pageNamed('workplace');

interface HarnessProps {
  /** Pages visited after the workplace, in order. */
  opened?: readonly string[];
  /** The page shown now; defaults to the last visited. */
  activeName?: string;
  /** Render a page (with a text field) per tab below the bar, kept alive with `<Activity>`, and a page menu. */
  withPages?: boolean;
  /** Width of the frame in px, to show the bar overflowing. */
  width?: number;
}

/** One page of the demo: its title and a field whose text counts as unsaved input. */
function DemoPage({ tab }: { tab: TabEntry }) {
  const menuLabel = useMenuLabel();
  const headingId = useId();
  const [value, setValue] = useState('');
  useUnsavedChanges(value !== '');
  return (
    <section aria-labelledby={headingId} style={{ display: 'grid', gap: 12, padding: 20 }}>
      <h2 id={headingId} style={{ fontSize: 16 }}>
        {menuLabel(tab.title)}
      </h2>
      <Input
        aria-label={menuLabel(tab.title)}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </section>
  );
}

/**
 * What the console does below the bar: every open tab's page stays mounted, hidden by `<Activity>` unless active
 * (pages flagged ignoreCache only while active), each inside its `TabScope` keyed by the tab's page key.
 */
function KeptAlivePages() {
  const store = useTabsStore();
  const { tabs, activeName } = useTabs();
  return (
    <div>
      {tabs
        .filter((tab) => !tab.ignoreCache || tab.name === activeName)
        .map((tab) => (
          <TabScope key={store.keyOf(tab.name)} name={tab.name}>
            <Activity mode={tab.name === activeName ? 'visible' : 'hidden'}>
              <DemoPage tab={tab} />
            </Activity>
          </TabScope>
        ))}
    </div>
  );
}

/** A stand-in for the side menu: opening a page is what a navigation does to the store. */
function PageMenu() {
  const { t } = useFeatureTranslation(shellLocale);
  const menuLabel = useMenuLabel();
  const store = useTabsStore();
  return (
    <nav
      aria-label={t('shell.menu.navigation')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: '12px 20px 0' }}
    >
      {['searchTable', 'stepForm', 'dataAnalysis'].map((name) => (
        <Button key={name} size="small" onClick={() => store.open(pageNamed(name))}>
          {menuLabel(pageNamed(name).title)}
        </Button>
      ))}
    </nav>
  );
}

function TabBarHarness({ opened = [], activeName, withPages = false, width }: HarnessProps) {
  const [store] = useState(() => {
    const created = createTabsStore({ defaultTab: workplace, storage: null });
    for (const name of opened) created.open(pageNamed(name));
    if (activeName) created.open(pageNamed(activeName));
    return created;
  });
  return (
    <TabsProvider store={store}>
      <div style={{ width, maxWidth: '100%', minHeight: 240, background: 'var(--pc-bg-body)' }}>
        {/* The host navigates on select; the navigation's `open` makes the tab active. */}
        <TabBar onSelect={({ tab }) => store.open(tab)} />
        {withPages ? (
          <>
            <PageMenu />
            <KeptAlivePages />
          </>
        ) : null}
      </div>
    </TabsProvider>
  );
}

const meta = {
  title: 'Shell/TabBar',
  component: TabBarHarness,
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'One tab per visited page, with close actions and unsaved-input guard.',
          do: ['Ask before closing a tab with unsaved input.'],
          dont: ['Open a tab for a dialog.'],
          content: 'Tab titles are the page titles.',
        }),
      },
    },
  },
} satisfies Meta<typeof TabBarHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const tabTexts = (globals: Globals) => (globals.locale === 'en-US' ? tabBarEn : tabBarZh).tabBar;
const label = (globals: Globals, name: string) => {
  const key = pageNamed(name).title.replace(/^menu\./, '');
  const labels: Record<string, unknown> = (globals.locale === 'en-US' ? menuEn : menuZh).menu;
  const value = labels[key];
  return typeof value === 'string' ? value : key;
};
const closeName = (globals: Globals, name: string) =>
  tabTexts(globals).close.replace('{{title}}', label(globals, name));
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function tabList(canvasElement: HTMLElement, globals: Globals) {
  const list = await within(canvasElement).findByRole('tablist', { name: tabTexts(globals).label });
  return within(list);
}

async function expectTabs(canvasElement: HTMLElement, globals: Globals, names: readonly string[]) {
  const list = await tabList(canvasElement, globals);
  await waitFor(() =>
    expect(list.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      names.map((name) => label(globals, name)),
    ),
  );
}

/** Only the workplace tab (contract §2): selected, and it cannot be closed. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = await tabList(canvasElement, globals);
    const tab = list.getByRole('tab', { name: label(globals, 'workplace') });
    await expect(tab).toBeVisible();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(list.getAllByRole('tab')).toHaveLength(1);
    await expect(
      canvas.queryByRole('button', { name: closeName(globals, 'workplace') }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: tabTexts(globals).more })).toBeVisible();
  },
};

const manyPages = pages
  .map((tab) => tab.name)
  .filter((name) => name !== 'workplace' && name !== 'notFound');

/** More tabs than fit: the strip scrolls sideways and keeps the active tab in view. */
export const ManyTabs: Story = {
  args: { opened: manyPages, width: 720 },
  play: async ({ canvasElement, globals }) => {
    const list = await tabList(canvasElement, globals);
    const tabs = list.getAllByRole('tab');
    await expect(tabs).toHaveLength(manyPages.length + 1);
    const strip = tabs[0]!.parentElement!.parentElement!;
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);

    const inView = (element: HTMLElement) => {
      const box = strip.getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    };
    const last = manyPages[manyPages.length - 1]!;
    const active = list.getByRole('tab', { name: label(globals, last) });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(inView(active)).toBe(true));
    await expect(inView(tabs[0]!)).toBe(false);

    // Back to the first tab from the keyboard: it scrolls into view and is selected.
    active.focus();
    await userEvent.keyboard('{Home}{Enter}');
    await waitFor(() => expect(tabs[0]).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(inView(tabs[0]!)).toBe(true));
    await expect(inView(active)).toBe(false);
  },
};

/** Right-click on a tab: reload and the five close actions, those with nothing to do disabled. */
export const ContextMenuOpen: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: { opened: ['searchTable', 'stepForm', 'dataAnalysis'], activeName: 'stepForm' },
  play: async ({ canvasElement, globals }) => {
    const s = tabTexts(globals);
    const list = await tabList(canvasElement, globals);
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: list.getByRole('tab', { name: label(globals, 'searchTable') }),
    });
    const menu = within(
      await page(canvasElement).findByRole('menu', { name: label(globals, 'searchTable') }),
    );
    const item = (name: string) => menu.getByRole('menuitem', { name });
    // The menu fades in.
    await waitFor(() => expect(item(s.actions.reload)).toBeVisible());
    await expect(item(s.actions.closeCurrent)).not.toHaveAttribute('aria-disabled');
    await expect(item(s.actions.closeLeft)).toHaveAttribute('aria-disabled', 'true');
    await expect(item(s.actions.closeRight)).not.toHaveAttribute('aria-disabled');
    await expect(item(s.actions.closeOthers)).not.toHaveAttribute('aria-disabled');
    await expect(item(s.actions.closeAll)).not.toHaveAttribute('aria-disabled');
  },
};

/** Close button, close left/right from the context menu, close all from the "more" menu. */
export const CloseActions: Story = {
  tags: ['edge-case', '!autodocs'],
  args: {
    opened: ['searchTable', 'cardList', 'stepForm', 'groupForm', 'dataAnalysis'],
    activeName: 'stepForm',
  },
  play: async ({ canvasElement, globals }) => {
    const s = tabTexts(globals);
    const canvas = within(canvasElement);
    const list = await tabList(canvasElement, globals);
    const rightClick = async (name: string) =>
      userEvent.pointer({
        keys: '[MouseRight]',
        target: list.getByRole('tab', { name: label(globals, name) }),
      });

    await userEvent.click(canvas.getByRole('button', { name: closeName(globals, 'cardList') }));
    await expectTabs(canvasElement, globals, [
      'workplace',
      'searchTable',
      'stepForm',
      'groupForm',
      'dataAnalysis',
    ]);

    await rightClick('groupForm');
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: s.actions.closeRight }),
    );
    await expectTabs(canvasElement, globals, ['workplace', 'searchTable', 'stepForm', 'groupForm']);

    await rightClick('stepForm');
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: s.actions.closeLeft }),
    );
    await expectTabs(canvasElement, globals, ['workplace', 'stepForm', 'groupForm']);
    await expect(list.getByRole('tab', { name: label(globals, 'stepForm') })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Closing the active tab hands over to its left neighbour, and focus goes with it (the close button is gone).
    await userEvent.click(canvas.getByRole('button', { name: closeName(globals, 'stepForm') }));
    await expectTabs(canvasElement, globals, ['workplace', 'groupForm']);
    const workplace = list.getByRole('tab', { name: label(globals, 'workplace') });
    await expect(workplace).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(workplace).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: s.more }));
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: s.actions.closeAll }),
    );
    await expectTabs(canvasElement, globals, ['workplace']);
  },
};

/** Closing a tab whose page holds typed input asks first; cancel keeps it, confirm closes it. */
export const DirtyTabConfirm: Story = {
  args: { opened: ['searchTable', 'stepForm'], withPages: true },
  play: async ({ canvasElement, globals }) => {
    const s = tabTexts(globals);
    const canvas = within(canvasElement);
    const stepLabel = label(globals, 'stepForm');
    await userEvent.type(await canvas.findByRole('textbox', { name: stepLabel }), 'draft');
    const list = await tabList(canvasElement, globals);
    await expect(
      list.getByRole('tab', {
        name: (name) => name.startsWith(stepLabel) && name.includes(s.unsavedMark.trim()),
      }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: closeName(globals, 'stepForm') }));
    let dialog = await page(canvasElement).findByRole('alertdialog', { name: s.unsaved.title });
    await expect(dialog).toHaveTextContent(s.quoted.replace('{{title}}', stepLabel));
    await userEvent.click(within(dialog).getByRole('button', { name: text('components.cancel') }));
    await waitFor(() =>
      expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('textbox', { name: stepLabel })).toHaveValue('draft');

    await userEvent.click(canvas.getByRole('button', { name: closeName(globals, 'stepForm') }));
    dialog = await page(canvasElement).findByRole('alertdialog', { name: s.unsaved.title });
    await userEvent.click(within(dialog).getByRole('button', { name: s.unsaved.confirmClose }));
    await expectTabs(canvasElement, globals, ['workplace', 'searchTable']);
    await expect(canvas.queryByRole('textbox', { name: stepLabel })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('textbox', { name: label(globals, 'searchTable') }),
    ).toBeVisible();
  },
};

/**
 * Keep-alive: each tab's page stays mounted but hidden (`<Activity mode="hidden">`), so typed text survives
 * switching tabs; closing the tab unmounts its page, so reopening it starts empty.
 */
export const KeepAlive: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { opened: ['searchTable'], withPages: true },
  play: async ({ canvasElement, globals }) => {
    const s = tabTexts(globals);
    const canvas = within(canvasElement);
    const list = await tabList(canvasElement, globals);
    const searchLabel = label(globals, 'searchTable');
    await userEvent.type(await canvas.findByRole('textbox', { name: searchLabel }), 'pasture 42');

    await userEvent.click(list.getByRole('tab', { name: label(globals, 'workplace') }));
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: searchLabel })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('textbox', { name: label(globals, 'workplace') })).toBeVisible();

    await userEvent.click(list.getByRole('tab', { name: new RegExp(`^${searchLabel}`) }));
    await expect(await canvas.findByRole('textbox', { name: searchLabel })).toHaveValue(
      'pasture 42',
    );

    // Close it (after confirming, as it holds input) and open it again from the menu: a fresh page.
    await userEvent.click(canvas.getByRole('button', { name: closeName(globals, 'searchTable') }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: s.unsaved.title });
    await userEvent.click(within(dialog).getByRole('button', { name: s.unsaved.confirmClose }));
    await expectTabs(canvasElement, globals, ['workplace']);
    const menu = within(canvas.getByRole('navigation'));
    await userEvent.click(menu.getByRole('button', { name: searchLabel }));
    await expectTabs(canvasElement, globals, ['workplace', 'searchTable']);
    await expect(await canvas.findByRole('textbox', { name: searchLabel })).toHaveValue('');
  },
};

/** The question the console asks when the tab bar is off and the user leaves a page with unsaved input. */
function LeaveQuestionHarness() {
  const [asking, setAsking] = useState(true);
  const [answer, setAnswer] = useState('');
  const answered = (value: string) => () => {
    setAsking(false);
    setAnswer(value);
  };
  return (
    <>
      <LeaveUnsavedDialog
        page={asking ? pageNamed('stepForm') : null}
        onStay={answered('stay')}
        onLeave={answered('leave')}
      />
      <p data-testid="answer">{answer}</p>
      <Button onClick={() => setAsking(true)}>Leave</Button>
    </>
  );
}

export const LeaveWithUnsavedInput: Story = {
  tags: ['edge-case', '!autodocs'],
  render: () => <LeaveQuestionHarness />,
  play: async ({ canvasElement, globals }) => {
    const s = tabTexts(globals);
    const canvas = within(canvasElement);
    let dialog = await page(canvasElement).findByRole('alertdialog', { name: s.unsaved.title });
    await expect(dialog).toHaveTextContent(
      s.unsaved.leaveContent.replace(
        '{{title}}',
        s.quoted.replace('{{title}}', label(globals, 'stepForm')),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text('components.cancel') }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('stay'));

    const leave = await canvas.findByRole('button', { name: 'Leave' });
    await userEvent.click(leave);
    dialog = await page(canvasElement).findByRole('alertdialog', { name: s.unsaved.title });
    await userEvent.click(within(dialog).getByRole('button', { name: s.unsaved.confirmLeave }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('leave'));
    // The question has closed and given focus back to what asked it.
    await waitFor(() => expect(leave).toHaveFocus());
  },
};
