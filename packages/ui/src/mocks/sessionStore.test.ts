import { describe, expect, it, vi } from 'vitest';
import { sessionStore, withoutRow, withRowChanged, withRowsAdded } from './sessionStore';

interface Shelf {
  readonly rows: readonly { readonly id: number; readonly name: string }[];
}

const KEY = 'pasture.mock.test.shelf';

const shelf = () =>
  sessionStore<Shelf>({
    storageKey: KEY,
    initial: () => ({ rows: [{ id: 1, name: 'hay' }] }),
    restore: (saved) =>
      typeof saved === 'object' && saved !== null && Array.isArray((saved as Shelf).rows)
        ? (saved as Shelf)
        : null,
  });

describe('sessionStore', () => {
  it('starts from its initial state and answers each update with the new state', () => {
    const store = shelf();
    expect(store.get()).toEqual({ rows: [{ id: 1, name: 'hay' }] });
    const next = store.update((state) => ({
      rows: withRowsAdded(state.rows, [{ id: 2, name: 'oats' }], { at: 'end' }),
    }));
    expect(next.rows.map((row) => row.name)).toEqual(['hay', 'oats']);
    expect(store.get()).toBe(next);
  });

  it('keeps its state under its key, so a reload of the tab (a new store) starts from it', () => {
    shelf().update((state) => ({ rows: withoutRow(state.rows, 1) }));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ rows: [] });
    expect(shelf().get()).toEqual({ rows: [] });
  });

  it('starts from its initial state when the kept entry is damaged or of another shape', () => {
    sessionStorage.setItem(KEY, '{"rows": [');
    expect(shelf().get().rows).toHaveLength(1);
    sessionStorage.setItem(KEY, JSON.stringify({ cards: [] }));
    expect(shelf().get().rows).toHaveLength(1);
  });

  it('goes back to its initial state on reset and forgets the kept entry', () => {
    const store = shelf();
    store.update(() => ({ rows: [] }));
    store.reset();
    expect(store.get().rows).toHaveLength(1);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(shelf().get().rows).toHaveLength(1);
  });

  it('changes its version on every update and reset, for caches of what is derived from it', () => {
    const store = shelf();
    const versions = [store.version()];
    store.update((state) => state);
    versions.push(store.version());
    store.reset();
    versions.push(store.version());
    expect(new Set(versions).size).toBe(3);
  });

  it('without a key keeps its state in the page only', () => {
    const store = sessionStore({ initial: () => 0 });
    store.update((count) => count + 1);
    expect(store.get()).toBe(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('still holds a change the storage refuses (full or blocked)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = shelf();
    store.update(() => ({ rows: [] }));
    expect(store.get()).toEqual({ rows: [] });
  });
});

describe('the row helpers', () => {
  const rows: readonly { id: number; name: string }[] = [
    { id: 1, name: 'hay' },
    { id: 2, name: 'oats' },
    { id: 3, name: 'clover' },
  ];
  const row = (id: number) => ({ id, name: `row ${id}` });

  it('add rows first or last; past a cap the rows at the other end go', () => {
    expect(withRowsAdded(rows, [row(4), row(5)], { at: 'start' }).map(({ id }) => id)).toEqual([
      4, 5, 1, 2, 3,
    ]);
    expect(withRowsAdded(rows, [row(4)], { at: 'start', cap: 3 }).map(({ id }) => id)).toEqual([
      4, 1, 2,
    ]);
    expect(
      withRowsAdded(rows, [row(4), row(5)], { at: 'end', cap: 3 }).map(({ id }) => id),
    ).toEqual([3, 4, 5]);
    expect(withRowsAdded(rows, [row(4)], { at: 'end', cap: 10 })).toHaveLength(4);
  });

  it('change or delete the row with an id, and leave the list they were given as it was', () => {
    const changed = withRowChanged(rows, 2, (found) => ({ ...found, name: 'barley' }));
    expect(changed.map(({ name }) => name)).toEqual(['hay', 'barley', 'clover']);
    expect(withRowChanged(rows, 9, () => row(9))).toEqual(rows);
    expect(withoutRow(rows, 1).map(({ id }) => id)).toEqual([2, 3]);
    expect(withoutRow(rows, 9)).toEqual(rows);
    expect(rows.map(({ name }) => name)).toEqual(['hay', 'oats', 'clover']);
  });
});
