import { describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../constants';
import { createTabsStore } from './tabsStore';
import { workplace, searchTable, stepForm, analysis, monitor } from './tabs.fixtures';

const names = (store: ReturnType<typeof createTabsStore>) =>
  store.getSnapshot().tabs.map((tab) => tab.name);

/** workplace, searchTable, step, dataAnalysis — with `active` selected. */
function storeWithFour(active = 'dataAnalysis') {
  const store = createTabsStore({ defaultTab: workplace });
  store.open(searchTable);
  store.open(stepForm);
  store.open(analysis);
  const tab = [workplace, searchTable, stepForm, analysis].find((item) => item.name === active);
  if (tab) store.open(tab);
  return store;
}

describe('createTabsStore', () => {
  it('starts with the default workplace tab alone, active', () => {
    const store = createTabsStore({ defaultTab: workplace });
    expect(store.getSnapshot().tabs).toEqual([workplace]);
    expect(store.getSnapshot().activeName).toBe('workplace');
  });

  it('appends visited routes in order and activates the latest', () => {
    const store = createTabsStore({ defaultTab: workplace });
    store.open(searchTable);
    store.open(stepForm);
    expect(names(store)).toEqual(['workplace', 'searchTable', 'step']);
    expect(store.getSnapshot().activeName).toBe('step');
  });

  it('never duplicates a name: reopening updates fullPath and query and activates it', () => {
    const store = createTabsStore({ defaultTab: workplace });
    store.open(searchTable);
    store.open(stepForm);
    store.open({ ...searchTable, fullPath: '/list/search-table?page=2', query: { page: '2' } });
    expect(names(store)).toEqual(['workplace', 'searchTable', 'step']);
    expect(store.getSnapshot().tabs[1]).toMatchObject({
      fullPath: '/list/search-table?page=2',
      query: { page: '2' },
    });
    expect(store.getSnapshot().activeName).toBe('searchTable');
  });

  it('notifies subscribers on change but not for a navigation that changes nothing', () => {
    const store = createTabsStore({ defaultTab: workplace });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.open(searchTable);
    store.open(searchTable);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.open(stepForm);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the default tab first and its title when it is opened with a query', () => {
    const store = createTabsStore({ defaultTab: workplace });
    store.open(searchTable);
    store.open({
      ...workplace,
      title: 'other',
      fullPath: '/dashboard/workplace?tab=1',
      query: { tab: '1' },
    });
    expect(names(store)).toEqual(['workplace', 'searchTable']);
    expect(store.getSnapshot().tabs[0]).toMatchObject({
      title: 'menu.dashboard.workplace',
      fullPath: '/dashboard/workplace?tab=1',
    });
    expect(store.getSnapshot().activeName).toBe('workplace');
  });

  describe('close', () => {
    it('removes a background tab without changing the active one', () => {
      const store = storeWithFour();
      expect(store.close('searchTable')).toEqual({ removed: ['searchTable'], navigateTo: null });
      expect(names(store)).toEqual(['workplace', 'step', 'dataAnalysis']);
      expect(store.getSnapshot().activeName).toBe('dataAnalysis');
    });

    it('hands over to the left neighbour when the active tab is closed', () => {
      const store = storeWithFour('step');
      const result = store.close('step');
      expect(result.removed).toEqual(['step']);
      expect(result.navigateTo?.name).toBe('searchTable');
      expect(store.getSnapshot().activeName).toBe('searchTable');
    });

    it('never closes the default tab', () => {
      const store = storeWithFour('workplace');
      expect(store.close('workplace')).toEqual({ removed: [], navigateTo: null });
      expect(names(store)).toEqual(['workplace', 'searchTable', 'step', 'dataAnalysis']);
    });

    it('ignores an unknown name', () => {
      const store = storeWithFour();
      expect(store.close('nope')).toEqual({ removed: [], navigateTo: null });
      expect(names(store)).toHaveLength(4);
    });
  });

  describe('closeLeft', () => {
    it('closes the closable tabs left of the target, keeping the default tab', () => {
      const store = storeWithFour('dataAnalysis');
      expect(store.closeLeft('step')).toEqual({ removed: ['searchTable'], navigateTo: null });
      expect(names(store)).toEqual(['workplace', 'step', 'dataAnalysis']);
    });

    it('activates the target when the active tab was on its left', () => {
      const store = storeWithFour('searchTable');
      const result = store.closeLeft('dataAnalysis');
      expect(result.removed).toEqual(['searchTable', 'step']);
      expect(result.navigateTo?.name).toBe('dataAnalysis');
      expect(store.getSnapshot().activeName).toBe('dataAnalysis');
    });

    it('does nothing right of the default tab', () => {
      const store = storeWithFour();
      expect(store.namesToClose('left', 'searchTable')).toEqual([]);
      expect(store.closeLeft('searchTable').removed).toEqual([]);
    });
  });

  describe('closeRight', () => {
    it('closes every tab right of the target and activates it if the active one went', () => {
      const store = storeWithFour('dataAnalysis');
      const result = store.closeRight('searchTable');
      expect(result.removed).toEqual(['step', 'dataAnalysis']);
      expect(result.navigateTo?.name).toBe('searchTable');
      expect(names(store)).toEqual(['workplace', 'searchTable']);
    });

    it('keeps the active tab when it is left of the target', () => {
      const store = storeWithFour('workplace');
      expect(store.closeRight('step')).toEqual({ removed: ['dataAnalysis'], navigateTo: null });
      expect(store.getSnapshot().activeName).toBe('workplace');
    });

    it('does nothing on the last tab', () => {
      const store = storeWithFour();
      expect(store.closeRight('dataAnalysis').removed).toEqual([]);
    });
  });

  describe('closeOthers', () => {
    it('leaves the default tab and the target, which becomes active', () => {
      const store = storeWithFour('dataAnalysis');
      const result = store.closeOthers('step');
      expect(result.removed).toEqual(['searchTable', 'dataAnalysis']);
      expect(result.navigateTo?.name).toBe('step');
      expect(names(store)).toEqual(['workplace', 'step']);
    });

    it('on the default tab leaves it alone', () => {
      const store = storeWithFour('workplace');
      expect(store.closeOthers('workplace')).toEqual({
        removed: ['searchTable', 'step', 'dataAnalysis'],
        navigateTo: null,
      });
      expect(names(store)).toEqual(['workplace']);
    });
  });

  describe('closeAll', () => {
    it('leaves only the default tab and shows it', () => {
      const store = storeWithFour('step');
      const result = store.closeAll();
      expect(result.removed).toEqual(['searchTable', 'step', 'dataAnalysis']);
      expect(result.navigateTo).toEqual(workplace);
      expect(store.getSnapshot()).toMatchObject({ tabs: [workplace], activeName: 'workplace' });
    });

    it('has nothing to do with the default tab alone', () => {
      const store = createTabsStore({ defaultTab: workplace });
      expect(store.closeAll()).toEqual({ removed: [], navigateTo: null });
    });
  });

  it('retain keeps the default tab and the accepted tabs', () => {
    const store = storeWithFour('step');
    const result = store.retain((tab) => tab.name !== 'step');
    expect(result.removed).toEqual(['step']);
    expect(result.navigateTo?.name).toBe('workplace');
    expect(names(store)).toEqual(['workplace', 'searchTable', 'dataAnalysis']);
  });

  it('caches every tab except those flagged ignoreCache', () => {
    const store = createTabsStore({ defaultTab: workplace });
    store.open(searchTable);
    store.open(monitor);
    store.open(stepForm);
    expect(store.cachedNames()).toEqual(['workplace', 'searchTable', 'step']);
    expect(store.getSnapshot().tabs.find((tab) => tab.name === 'monitor')?.ignoreCache).toBe(true);
    store.close('searchTable');
    expect(store.cachedNames()).toEqual(['workplace', 'step']);
  });

  it('gives a tab a new key on reload and when it is opened again after closing', () => {
    const store = storeWithFour();
    const first = store.keyOf('step');
    store.reload('step');
    const reloaded = store.keyOf('step');
    expect(reloaded).not.toBe(first);
    expect(store.keyOf('searchTable')).toBe(store.keyOf('searchTable'));
    store.close('step');
    store.open(stepForm);
    expect(store.keyOf('step')).not.toBe(reloaded);
    expect(store.keyOf('step')).not.toBe(first);
  });

  describe('persistence', () => {
    it('round-trips the list and the active tab through localStorage', () => {
      const store = storeWithFour('step');
      store.open({ ...searchTable, fullPath: '/list/search-table?page=3', query: { page: '3' } });
      store.open(monitor);
      const restored = createTabsStore({ defaultTab: workplace });
      expect(restored.getSnapshot().tabs).toEqual(store.getSnapshot().tabs);
      expect(restored.getSnapshot().activeName).toBe('monitor');
      expect(JSON.parse(localStorage.getItem(StorageKey.tabs) ?? 'null')).toMatchObject({
        activeName: 'monitor',
      });
    });

    it('starts on the default list for corrupt JSON, foreign data or a wrong shape', () => {
      for (const raw of [
        '{not json',
        '"a string"',
        '[1, 2]',
        JSON.stringify({ tabs: [searchTable], activeName: 'searchTable' }),
        JSON.stringify({ version: 1, tabs: 'no', activeName: 1 }),
      ]) {
        localStorage.setItem(StorageKey.tabs, raw);
        const store = createTabsStore({ defaultTab: workplace });
        expect(store.getSnapshot().tabs, raw).toEqual([workplace]);
        expect(store.getSnapshot().activeName, raw).toBe('workplace');
      }
    });

    it('drops invalid and duplicate entries and an unknown active name, default tab first', () => {
      localStorage.setItem(
        StorageKey.tabs,
        JSON.stringify({
          version: 1,
          tabs: [
            searchTable,
            { name: 'broken', title: 3, fullPath: '/x', query: {} },
            { name: 'relative', title: 'menu.x', fullPath: 'x', query: {} },
            { ...searchTable, fullPath: '/duplicate' },
            { ...workplace, title: 'hacked', query: { page: '2' } },
            { ...stepForm, query: { ids: ['1', 2] } },
          ],
          activeName: 'gone',
        }),
      );
      const store = createTabsStore({ defaultTab: workplace });
      expect(store.getSnapshot().tabs).toEqual([
        { ...workplace, query: { page: '2' } },
        searchTable,
      ]);
      expect(store.getSnapshot().activeName).toBe('workplace');
    });

    it('drops a stored path that could lead off the site, as a login redirect is checked, and normalises the rest', () => {
      const offSite = [
        '//evil.example',
        '/\\evil.example',
        '/%2F%2Fevil.example',
        'https://evil.example/list',
        'javascript:alert(1)',
        '/list\u0000/x',
      ];
      localStorage.setItem(
        StorageKey.tabs,
        JSON.stringify({
          version: 1,
          tabs: [
            ...offSite.map((fullPath, index) => ({ ...stepForm, name: `t${index}`, fullPath })),
            { ...searchTable, fullPath: '/list/./search-table?page=2', query: { page: '2' } },
          ],
          activeName: 't0',
        }),
      );
      const store = createTabsStore({ defaultTab: workplace });
      expect(store.getSnapshot().tabs).toEqual([
        workplace,
        { ...searchTable, fullPath: '/list/search-table?page=2', query: { page: '2' } },
      ]);
      expect(store.getSnapshot().activeName).toBe('workplace');
    });

    it('survives a storage that throws', () => {
      const storage = {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('full');
        },
        removeItem: () => {
          throw new Error('blocked');
        },
      } as unknown as Storage;
      const store = createTabsStore({ defaultTab: workplace, storage });
      store.open(searchTable);
      expect(names(store)).toEqual(['workplace', 'searchTable']);
      store.reset();
      expect(names(store)).toEqual(['workplace']);
    });

    it('uses the given storage key and forgets the list on reset', () => {
      const store = createTabsStore({ defaultTab: workplace, storageKey: 'other.tabs' });
      store.open(searchTable);
      expect(localStorage.getItem('other.tabs')).not.toBeNull();
      expect(localStorage.getItem(StorageKey.tabs)).toBeNull();
      store.reset();
      expect(localStorage.getItem('other.tabs')).toBeNull();
      expect(store.getSnapshot()).toMatchObject({ tabs: [workplace], activeName: 'workplace' });
    });
  });

  describe('dirty registry', () => {
    it('marks and clears unsaved input per tab, ignoring unknown names', () => {
      const store = storeWithFour();
      store.setDirty('step', true);
      store.setDirty('unknown', true);
      expect(store.isDirty('step')).toBe(true);
      expect(store.isDirty('unknown')).toBe(false);
      expect(store.getSnapshot().dirtyNames).toEqual(['step']);
      store.setDirty('step', false);
      expect(store.isDirty('step')).toBe(false);
    });

    it('forgets the mark when the tab closes or reloads, and does not persist it', () => {
      const store = storeWithFour();
      store.setDirty('step', true);
      store.setDirty('searchTable', true);
      expect(localStorage.getItem(StorageKey.tabs)).not.toContain('dirty');
      store.close('step');
      expect(store.isDirty('step')).toBe(false);
      store.reload('searchTable');
      expect(store.isDirty('searchTable')).toBe(false);
      expect(createTabsStore({ defaultTab: workplace }).getSnapshot().dirtyNames).toEqual([]);
    });
  });
});
