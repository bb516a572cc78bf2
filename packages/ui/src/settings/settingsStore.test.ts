import { describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../constants';
import { createSettingsStore, MENU_WIDTH_MAX, MENU_WIDTH_MIN } from './settingsStore';

const SPEC_DEFAULTS = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: false,
  topMenu: true,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 220,
  globalSettings: false,
  device: 'desktop',
  tabBar: false,
  menuFromServer: false,
  serverMenu: [],
};

describe('createSettingsStore', () => {
  it('starts from the contract §3 defaults exactly', () => {
    expect(createSettingsStore().getSnapshot()).toEqual(SPEC_DEFAULTS);
  });

  it('keeps preferences across store instances (a reload), under the settings key', () => {
    const first = createSettingsStore();
    first.update({ tabBar: true, menuWidth: 260, theme: 'dark' });
    expect(JSON.parse(localStorage.getItem(StorageKey.settings) ?? '{}')).toMatchObject({
      tabBar: true,
      menuWidth: 260,
      theme: 'dark',
    });

    const reloaded = createSettingsStore();
    expect(reloaded.getSnapshot()).toEqual({
      ...SPEC_DEFAULTS,
      tabBar: true,
      menuWidth: 260,
      theme: 'dark',
    });
  });

  it('does not persist the runtime values device and serverMenu', () => {
    const first = createSettingsStore();
    first.update({ device: 'mobile', serverMenu: [{ name: 'dashboard' }], footer: false });
    const stored = JSON.parse(localStorage.getItem(StorageKey.settings) ?? '{}') as object;
    expect(stored).not.toHaveProperty('device');
    expect(stored).not.toHaveProperty('serverMenu');

    const reloaded = createSettingsStore().getSnapshot();
    expect(reloaded.device).toBe('desktop');
    expect(reloaded.serverMenu).toEqual([]);
    expect(reloaded.footer).toBe(false);
  });

  it('notifies subscribers on a change only, with a new snapshot object', () => {
    const store = createSettingsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();

    store.update({ navbar: true });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);

    store.update({ navbar: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    expect(before.navbar).toBe(true);

    unsubscribe();
    store.update({ navbar: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clamps the menu width to its range', () => {
    const store = createSettingsStore();
    store.update({ menuWidth: 20 });
    expect(store.getSnapshot().menuWidth).toBe(MENU_WIDTH_MIN);
    store.update({ menuWidth: 9000 });
    expect(store.getSnapshot().menuWidth).toBe(MENU_WIDTH_MAX);
    store.update({ menuWidth: 250.6 });
    expect(store.getSnapshot().menuWidth).toBe(251);
  });

  it('reset restores the defaults, forgets the saved preferences and keeps runtime values', () => {
    const store = createSettingsStore();
    store.update({ colorWeak: true, menu: true, menuWidth: 300, device: 'mobile' });
    const listener = vi.fn();
    store.subscribe(listener);

    store.reset();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ ...SPEC_DEFAULTS, device: 'mobile' });
    expect(localStorage.getItem(StorageKey.settings)).toBeNull();
    expect(createSettingsStore().getSnapshot()).toEqual(SPEC_DEFAULTS);
  });

  it('ignores corrupt JSON in storage', () => {
    localStorage.setItem(StorageKey.settings, '{"navbar": fal');
    expect(createSettingsStore().getSnapshot()).toEqual(SPEC_DEFAULTS);
    localStorage.setItem(StorageKey.settings, '[1,2]');
    expect(createSettingsStore().getSnapshot()).toEqual(SPEC_DEFAULTS);
    localStorage.setItem(StorageKey.settings, 'null');
    expect(createSettingsStore().getSnapshot()).toEqual(SPEC_DEFAULTS);
  });

  it('checks stored values field by field and keeps only the valid ones', () => {
    localStorage.setItem(
      StorageKey.settings,
      JSON.stringify({
        navbar: 'no',
        menu: true,
        theme: 'purple',
        themeColor: 'red',
        menuWidth: 5000,
        footer: 0,
        tabBar: true,
        device: 'mobile',
        serverMenu: [{ name: 'stale' }],
        unknownField: 1,
      }),
    );
    expect(createSettingsStore().getSnapshot()).toEqual({
      ...SPEC_DEFAULTS,
      menu: true,
      tabBar: true,
    });
  });

  it('uses the given storage and key, and still works when the storage throws', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    } as unknown as Storage;
    createSettingsStore({ storage, key: 'custom' }).update({ footer: false });
    expect(values.has('custom')).toBe(true);
    expect(localStorage.getItem(StorageKey.settings)).toBeNull();

    const failing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const store = createSettingsStore({ storage: failing });
    expect(store.getSnapshot()).toEqual(SPEC_DEFAULTS);
    store.update({ footer: false });
    expect(store.getSnapshot().footer).toBe(false);
    store.reset();
    expect(store.getSnapshot().footer).toBe(true);
  });
});
