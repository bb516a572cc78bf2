import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  DEFAULT_APP_SETTINGS,
  PastureThemeProvider,
  StorageKey,
  useFeatureTranslation,
} from '@pasture/ui';
import { settingsLocale } from '@pasture/ui/internal';
import type { ThemeMode } from '@pasture/ui';
import { createSettingsStore, SettingsProvider, useSettings } from '@pasture/ui';
import { SettingsDrawer, SettingsFloatingButton } from '@pasture/ui';
import settingsEn from '../../packages/ui/src/settings/locales/en-US.json';
import settingsZh from '../../packages/ui/src/settings/locales/zh-CN.json';
import { usage } from '../support/usage';

interface HarnessProps {
  /** Open the drawer on mount (as if its opener had been pressed). */
  defaultOpen?: boolean;
  /** Show the floating button while the navbar is off, as the console does. */
  withFloatingButton?: boolean;
  /** Light or dark, from the toolbar; the inner theme provider applies colour weak to its root and portals. */
  mode?: ThemeMode;
}

function Page({ defaultOpen = false, withFloatingButton = false, mode = 'light' }: HarnessProps) {
  const { t } = useFeatureTranslation(settingsLocale);
  const settings = useSettings();
  const [open, setOpen] = useState(defaultOpen);
  return (
    // The console passes the settings' colour-weak flag to its theme provider; this one does the same here.
    <PastureThemeProvider mode={mode} colorWeak={settings.colorWeak}>
      <div style={{ padding: 24 }}>
        {settings.navbar ? (
          <Button onClick={() => setOpen(true)}>{t('settings.title')}</Button>
        ) : null}
        {withFloatingButton && !settings.navbar ? (
          <SettingsFloatingButton onClick={() => setOpen(true)} />
        ) : null}
        <SettingsDrawer open={open} onOpenChange={setOpen} />
      </div>
    </PastureThemeProvider>
  );
}

/** A fresh settings store per story (the preview clears localStorage first), read by the drawer from context. */
function SettingsDrawerHarness(props: HarnessProps) {
  const [store] = useState(() => createSettingsStore());
  return (
    <SettingsProvider store={store}>
      <Page {...props} />
    </SettingsProvider>
  );
}

const clipboardWrite = fn<(text: string) => Promise<void>>();

const meta = {
  title: 'Shell/Settings drawer',
  component: SettingsDrawerHarness,
  args: { defaultOpen: true },
  render: (args, { globals }) => (
    <SettingsDrawerHarness {...args} mode={globals.theme === 'dark' ? 'dark' : 'light'} />
  ),
  beforeEach() {
    // The clipboard needs a user gesture and permission in headless Chromium; the stub records what was copied.
    clipboardWrite.mockReset();
    clipboardWrite.mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: clipboardWrite },
    });
    return () => {
      // Removing the own property uncovers Navigator.prototype.clipboard again.
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  // Docs pages show each story in an iframe of its own: an open overlay covers its story, not the page.
  parameters: {
    // The story's harness sets the part up (a session, a settings store); the props table is the part's own.
    pastureDocs: { propsOf: { name: 'SettingsDrawer', component: SettingsDrawer } },
    docs: {
      description: {
        component: usage({
          when: 'Layout, theme, colour-weak mode and language of the console.',
          do: ['Apply changes at once and keep them.'],
          dont: ['Put business settings here.'],
          content: 'Setting names are nouns.',
        }),
      },
      story: { inline: false, height: '640px' },
    },
  },
} satisfies Meta<typeof SettingsDrawerHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) =>
  (globals.locale === 'en-US' ? settingsEn : settingsZh).settings;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDrawer(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: text(globals).title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

function storedSettings(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(StorageKey.settings) ?? '{}') as Record<string, unknown>;
}

/** Opened on the contract §3 defaults. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const s = text(globals);
    const drawer = await openDrawer(canvasElement, globals);
    await expect(drawer.getByRole('heading', { name: s.content })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: s.otherSettings })).toBeVisible();
    await expect(drawer.getByRole('switch', { name: s.navbar })).toBeChecked();
    await expect(drawer.getByRole('switch', { name: s.menu })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: s.topMenu })).toBeChecked();
    await expect(drawer.getByRole('switch', { name: s.footer })).toBeChecked();
    await expect(drawer.getByRole('switch', { name: s.tabBar })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: s.menuFromServer })).not.toBeChecked();
    await expect(drawer.getByRole('spinbutton', { name: s.menuWidth })).toHaveValue(220);
    await expect(drawer.getByRole('switch', { name: s.colorWeak })).not.toBeChecked();
    await expect(drawer.getByText(s.alertContent)).toBeVisible();
    await expect(drawer.getByRole('button', { name: s.copySettings })).toBeVisible();
    await expect(drawer.getByRole('button', { name: s.reset })).toBeVisible();
  },
};

/** A switch applies at once and is saved in this browser. */
export const ToggleIsSaved: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvasElement, globals }) => {
    const s = text(globals);
    const drawer = await openDrawer(canvasElement, globals);
    const tabBar = drawer.getByRole('switch', { name: s.tabBar });
    await userEvent.click(tabBar);
    await expect(tabBar).toBeChecked();
    await expect(storedSettings().tabBar).toBe(true);
    await userEvent.click(drawer.getByRole('switch', { name: s.footer }));
    await expect(storedSettings()).toMatchObject({ tabBar: true, footer: false });
  },
};

/** The menu width is typed or stepped, kept within 160–400 px and saved. */
export const MenuWidth: Story = {
  play: async ({ canvasElement, globals }) => {
    const s = text(globals);
    const drawer = await openDrawer(canvasElement, globals);
    const width = drawer.getByRole('spinbutton', { name: s.menuWidth });
    await userEvent.clear(width);
    await userEvent.type(width, '300');
    await expect(storedSettings().menuWidth).toBe(300);
    await userEvent.click(drawer.getByRole('button', { name: s.increase }));
    await expect(width).toHaveValue(310);
    await userEvent.click(drawer.getByRole('button', { name: s.decrease }));
    await userEvent.click(drawer.getByRole('button', { name: s.decrease }));
    await expect(width).toHaveValue(290);
    await userEvent.clear(width);
    await userEvent.type(width, '9000{Enter}');
    await expect(width).toHaveValue(400);
    await expect(drawer.getByRole('button', { name: s.increase })).toBeDisabled();
    await expect(storedSettings().menuWidth).toBe(400);
  },
};

/** Copy Settings puts the current settings on the clipboard as JSON and confirms with a toast. */
export const CopySettings: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvasElement, globals }) => {
    const s = text(globals);
    const drawer = await openDrawer(canvasElement, globals);
    await userEvent.click(drawer.getByRole('switch', { name: s.footer }));
    await userEvent.click(drawer.getByRole('button', { name: s.copySettings }));
    await expect(clipboardWrite).toHaveBeenCalledTimes(1);
    const copied = clipboardWrite.mock.calls[0]?.[0] ?? '';
    await expect(JSON.parse(copied)).toEqual({ ...DEFAULT_APP_SETTINGS, footer: false });
    const toast = await page(canvasElement).findByText(s.copySuccess);
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** When the browser refuses the clipboard, an error toast says so. */
export const CopyRefused: Story = {
  tags: ['edge-case', '!autodocs'],
  beforeEach() {
    clipboardWrite.mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const s = text(globals);
    const drawer = await openDrawer(canvasElement, globals);
    await userEvent.click(drawer.getByRole('button', { name: s.copySettings }));
    const toast = await page(canvasElement).findByText(s.copyFailed);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(page(canvasElement).queryByText(s.copySuccess)).not.toBeInTheDocument();
  },
};

/** Reset puts every preference back to the defaults and forgets the saved ones. */
export const Reset: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvasElement, globals }) => {
    const s = text(globals);
    const drawer = await openDrawer(canvasElement, globals);
    await userEvent.click(drawer.getByRole('switch', { name: s.menu }));
    await userEvent.click(drawer.getByRole('switch', { name: s.topMenu }));
    await userEvent.click(drawer.getByRole('button', { name: s.increase }));
    await expect(drawer.getByRole('spinbutton', { name: s.menuWidth })).toHaveValue(230);
    await expect(localStorage.getItem(StorageKey.settings)).not.toBeNull();

    await userEvent.click(drawer.getByRole('button', { name: s.reset }));
    await expect(drawer.getByRole('switch', { name: s.menu })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: s.topMenu })).toBeChecked();
    await expect(drawer.getByRole('spinbutton', { name: s.menuWidth })).toHaveValue(220);
    await expect(localStorage.getItem(StorageKey.settings)).toBeNull();
    const done = await page(canvasElement).findByText(s.resetDone);
    await waitFor(() => expect(done).toBeVisible());
  },
};

/**
 * Colour-weak mode is saved and inverts what the theme provider renders: its root and the portal container the
 * drawer sits in (`data-color-weak="true"`, an 80 % inversion). Nothing is written to `<body>`.
 */
export const ColorWeak: Story = {
  play: async ({ canvasElement, globals }) => {
    const s = text(globals);
    const drawer = await openDrawer(canvasElement, globals);
    const dialog = await page(canvasElement).findByRole('dialog', { name: s.title });
    const portal = dialog.closest('[data-pasture-portal]');
    const colorWeak = drawer.getByRole('switch', { name: s.colorWeak });
    await userEvent.click(colorWeak);
    await expect(colorWeak).toBeChecked();
    await waitFor(() => expect(portal).toHaveAttribute('data-color-weak', 'true'));
    await expect(getComputedStyle(portal as Element).filter).toBe('invert(0.8)');
    await expect(document.body).not.toHaveAttribute('data-color-weak');
    await expect(storedSettings().colorWeak).toBe(true);
    await userEvent.click(colorWeak);
    await waitFor(() => expect(portal).toHaveAttribute('data-color-weak', 'false'));
    await expect(getComputedStyle(portal as Element).filter).toBe('none');
  },
};

/** The language switch changes the interface language at once. */
export const Language: Story = {
  play: async ({ canvasElement, globals }) => {
    // From the toolbar's language to the other one and back: the drawer follows at once.
    const texts = { 'zh-CN': settingsZh.settings, 'en-US': settingsEn.settings };
    const from = globals.locale === 'en-US' ? 'en-US' : 'zh-CN';
    const to = from === 'zh-CN' ? 'en-US' : 'zh-CN';
    const nameOf = (locale: 'zh-CN' | 'en-US') =>
      locale === 'zh-CN' ? texts[locale].languageZh : texts[locale].languageEn;
    const drawer = await openDrawer(canvasElement, globals);
    await userEvent.click(drawer.getByRole('radio', { name: nameOf(to) }));
    const body = page(canvasElement);
    await expect(await body.findByRole('dialog', { name: texts[to].title })).toBeVisible();
    await expect(drawer.getByRole('radio', { name: nameOf(to) })).toBeChecked();
    await userEvent.click(drawer.getByRole('radio', { name: nameOf(from) }));
    await expect(await body.findByRole('dialog', { name: texts[from].title })).toBeVisible();
  },
};

/** Escape and the close buttons close the drawer, and focus goes back to the opener. */
export const Closing: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement, globals }) => {
    const s = text(globals);
    const opener = canvas.getByRole('button', { name: s.title });
    await userEvent.click(opener);
    await openDrawer(canvasElement, globals);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const drawer = await openDrawer(canvasElement, globals);
    const closeButtons = drawer.getAllByRole('button', { name: s.close });
    await expect(closeButtons).toHaveLength(2);
    await userEvent.click(closeButtons[1] as HTMLElement);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** With the navbar hidden, a floating button keeps the drawer reachable; it goes when the navbar returns. */
export const FloatingButton: Story = {
  args: { defaultOpen: false, withFloatingButton: true },
  beforeEach() {
    localStorage.setItem(StorageKey.settings, JSON.stringify({ navbar: false }));
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const s = text(globals);
    // The floating button sits in the provider's portal container, like the overlays.
    const floating = await page(canvasElement).findByRole('button', { name: s.open });
    await expect(floating).toBeVisible();
    await userEvent.click(floating);
    const drawer = await openDrawer(canvasElement, globals);
    const navbar = drawer.getByRole('switch', { name: s.navbar });
    await expect(navbar).not.toBeChecked();
    await userEvent.click(navbar);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      page(canvasElement).queryByRole('button', { name: s.open }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: s.title })).toBeVisible();
  },
};
