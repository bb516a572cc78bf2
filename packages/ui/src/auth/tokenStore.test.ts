import { describe, expect, it, vi } from 'vitest';
import { createTokenStore } from './tokenStore';

function otherTabWrites(
  key: string | null,
  newValue: string | null,
  storageArea: Storage = localStorage,
) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));
}

describe('tokenStore', () => {
  it("keeps the token in localStorage under 'token'", () => {
    const tokenStore = createTokenStore();
    expect(tokenStore.get()).toBeNull();
    tokenStore.set('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(tokenStore.get()).toBe('abc');
    tokenStore.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  it('reads a token written by someone else', () => {
    localStorage.setItem('token', 'from-before-reload');
    expect(createTokenStore().get()).toBe('from-before-reload');
  });

  it('treats an empty stored token as none', () => {
    localStorage.setItem('token', '');
    expect(createTokenStore().get()).toBeNull();
  });

  it('tells subscribers about set and clear', () => {
    const store = createTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('t1');
    store.clear();
    unsubscribe();
    store.set('t2');
    expect(listener.mock.calls).toEqual([['t1'], [null]]);
  });

  it('tells subscribers when another tab logs out or in', () => {
    const store = createTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    localStorage.setItem('token', 'other-tab');
    otherTabWrites('token', 'other-tab');
    localStorage.removeItem('token');
    otherTabWrites('token', null);
    unsubscribe();
    expect(listener.mock.calls).toEqual([['other-tab'], [null]]);
  });

  it('treats another tab clearing the whole storage as a logout', () => {
    const store = createTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    otherTabWrites(null, null);
    unsubscribe();
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('ignores other keys, other storage areas and events after unsubscribing', () => {
    const store = createTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    otherTabWrites('locale', 'en-US');
    otherTabWrites('token', 'x', sessionStorage);
    unsubscribe();
    otherTabWrites('token', null);
    expect(listener).not.toHaveBeenCalled();
  });

  it('listens to the window only while it has subscribers', () => {
    const events = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const store = createTokenStore({ events });
    const first = store.subscribe(vi.fn());
    const second = store.subscribe(vi.fn());
    expect(events.addEventListener).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(events.removeEventListener).not.toHaveBeenCalled();
    second();
    expect(events.removeEventListener).toHaveBeenCalledTimes(1);
  });

  it('supports another key and storage', () => {
    const store = createTokenStore({ storage: sessionStorage, key: 'pasture.token' });
    store.set('s');
    expect(sessionStorage.getItem('pasture.token')).toBe('s');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token for this page when the storage refuses writes', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createTokenStore({ storage: refusing });
    store.set('memory-only');
    expect(store.get()).toBe('memory-only');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('works without any storage', () => {
    const store = createTokenStore({ storage: null, events: null });
    expect(store.get()).toBeNull();
    store.set('x');
    expect(store.get()).toBe('x');
  });
});
