import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createToaster, type ToasterStore } from '../../components/Toast/toasterStore';
import { ToasterProvider } from '../../components/Toast/ToasterContext';
import { renderWithProviders } from '../../components/shared/testing';
import { DEFAULT_APP_SETTINGS, StorageKey } from '../../constants';
import { createSettingsStore, type SettingsStore } from '../../settings/settingsStore';
import { SettingsProvider } from '../../settings/SettingsProvider';
import { SettingsDrawer } from './SettingsDrawer';
import { SettingsFloatingButton } from './SettingsFloatingButton';

function Harness({ store, toaster }: { store: SettingsStore; toaster: ToasterStore }) {
  const [open, setOpen] = useState(false);
  return (
    <ToasterProvider toaster={toaster}>
      <SettingsProvider store={store}>
        <SettingsFloatingButton onClick={() => setOpen(true)} />
        <SettingsDrawer open={open} onOpenChange={setOpen} />
      </SettingsProvider>
    </ToasterProvider>
  );
}

async function setup() {
  const store = createSettingsStore();
  const toaster = createToaster();
  const utils = renderWithProviders(<Harness store={store} toaster={toaster} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Settings' }));
  return { store, toaster, drawer, ...utils };
}

describe('SettingsDrawer', () => {
  it('opens from the floating button on the defaults and closes with Escape', async () => {
    const { drawer } = await setup();
    expect(drawer.getByRole('switch', { name: 'Navbar' })).toBeChecked();
    expect(drawer.getByRole('switch', { name: 'Menu' })).not.toBeChecked();
    expect(drawer.getByRole('spinbutton', { name: 'Menu width (px)' })).toHaveValue(220);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('writes a switch to the store and to localStorage', async () => {
    const { drawer, store } = await setup();
    await userEvent.click(drawer.getByRole('switch', { name: 'Menu from server' }));
    expect(store.getSnapshot().menuFromServer).toBe(true);
    expect(JSON.parse(localStorage.getItem(StorageKey.settings) ?? '{}')).toMatchObject({
      menuFromServer: true,
    });
  });

  it('keeps a typed menu width within range once the field is left', async () => {
    const { drawer, store } = await setup();
    const width = drawer.getByRole('spinbutton', { name: 'Menu width (px)' });
    await userEvent.clear(width);
    await userEvent.type(width, '12');
    expect(store.getSnapshot().menuWidth).toBe(220);
    await userEvent.tab();
    expect(store.getSnapshot().menuWidth).toBe(160);
    expect(width).toHaveValue(160);
    expect(drawer.getByRole('button', { name: 'Narrower menu' })).toBeDisabled();
  });

  it('copies the settings as JSON and confirms with a toast; a refusal shows an error', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      const { drawer, toaster } = await setup();
      await userEvent.click(drawer.getByRole('button', { name: 'Copy settings' }));
      expect(writeText).toHaveBeenCalledWith(JSON.stringify(DEFAULT_APP_SETTINGS, null, 2));
      await waitFor(() =>
        expect(toaster.getSnapshot()).toEqual([
          expect.objectContaining({ type: 'success', message: 'Settings copied' }),
        ]),
      );

      writeText.mockRejectedValueOnce(new Error('denied'));
      await userEvent.click(drawer.getByRole('button', { name: 'Copy settings' }));
      await waitFor(() =>
        expect(toaster.getSnapshot().at(-1)).toEqual(
          expect.objectContaining({
            type: 'error',
            message: expect.stringMatching(/^Copy failed/),
          }),
        ),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('resets every preference to the defaults', async () => {
    const { drawer, store, toaster } = await setup();
    await userEvent.click(drawer.getByRole('switch', { name: 'Color weak' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Wider menu' }));
    expect(store.getSnapshot()).toMatchObject({ colorWeak: true, menuWidth: 230 });
    await userEvent.click(drawer.getByRole('button', { name: 'Reset' }));
    expect(store.getSnapshot()).toEqual(DEFAULT_APP_SETTINGS);
    expect(drawer.getByRole('switch', { name: 'Color weak' })).not.toBeChecked();
    expect(toaster.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Settings restored to the defaults' }),
    ]);
  });

  it('switches the interface language', async () => {
    const { drawer, i18n } = await setup();
    await userEvent.click(drawer.getByRole('radio', { name: '简体中文' }));
    expect(i18n.language).toBe('zh-CN');
    expect(await screen.findByRole('dialog', { name: '页面配置' })).toBeInTheDocument();
  });
});
