import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleStart } from './consoleStart';

/** The prerendered login form: three text fields, a remember-me checkbox, Login and another button. */
function loginForm(): { form: HTMLFormElement; field: HTMLInputElement; other: HTMLButtonElement } {
  const form = document.createElement('form');
  const input = (name: string, type = 'text') =>
    Object.assign(document.createElement('input'), { name, type });
  const button = (type: 'button' | 'submit', text: string) =>
    Object.assign(document.createElement('button'), { type, textContent: text });
  form.append(
    input('username'),
    input('mobile'),
    input('password', 'password'),
    input('remember', 'checkbox'),
    button('button', 'Show password'),
    button('submit', 'Login'),
  );
  document.body.replaceChildren(form);
  return {
    form,
    field: form.querySelector('input[name="username"]') as HTMLInputElement,
    other: form.querySelector('button[type="button"]') as HTMLButtonElement,
  };
}

/** Whether `promise` has settled by now (after the microtasks already queued). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

const type = (field: HTMLInputElement) =>
  field.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'a' }));

describe('consoleStart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.dataset.prerender = 'fresh';
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.prerender;
    document.body.replaceChildren();
  });

  it('starts at once anywhere but the fresh prerendered login form', async () => {
    document.documentElement.dataset.prerender = 'stale';
    expect(await settled(consoleStart())).toBe(true);
    delete document.documentElement.dataset.prerender;
    expect(await settled(consoleStart())).toBe(true);
  });

  it('starts once nobody has typed for the quiet period, the period starting again with each keystroke', async () => {
    const { field } = loginForm();
    const start = consoleStart({ quietMs: 150, longestMs: 2000 });
    await vi.advanceTimersByTimeAsync(100);
    type(field);
    await vi.advanceTimersByTimeAsync(100);
    field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'b' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(start)).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(start)).toBe(true);
  });

  it('starts at once when Login is pressed (the first script marks the submit it holds back)', async () => {
    const { form, field } = loginForm();
    const start = consoleStart();
    type(field);
    form.setAttribute('data-submit-pending', '');
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(start)).toBe(true);
  });

  it('starts at once when a submit was held back before it ran', async () => {
    loginForm().form.setAttribute('data-submit-pending', '');
    expect(await settled(consoleStart())).toBe(true);
  });

  it('starts at once on a press of anything but a text field; a press in a field counts as typing', async () => {
    const { field, other } = loginForm();
    const start = consoleStart({ quietMs: 150 });
    field.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(start)).toBe(false);
    other.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(await settled(start)).toBe(true);
  });

  it('starts at once on a key pressed outside the text fields (Tab to a button, Space on a checkbox)', async () => {
    const { other } = loginForm();
    const start = consoleStart({ quietMs: 150 });
    other.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(start)).toBe(false);
    other.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(await settled(start)).toBe(true);
  });

  it('a checkbox is not typing: toggling it does not hold the start back', async () => {
    const checkbox = loginForm().form.querySelector('input[type="checkbox"]') as HTMLInputElement;
    const start = consoleStart({ quietMs: 150 });
    await vi.advanceTimersByTimeAsync(100);
    checkbox.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(start)).toBe(true);
  });

  it('starts after the longest wait even while somebody keeps typing', async () => {
    const { field } = loginForm();
    const start = consoleStart({ quietMs: 150, longestMs: 1000 });
    for (let elapsed = 0; elapsed < 900; elapsed += 100) {
      type(field);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(await settled(start)).toBe(false);
    type(field);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(start)).toBe(true);
  });

  it('stops listening once started', async () => {
    const { field } = loginForm();
    const remove = vi.spyOn(window, 'removeEventListener');
    const start = consoleStart({ quietMs: 150 });
    await vi.advanceTimersByTimeAsync(150);
    expect(await settled(start)).toBe(true);
    for (const event of ['focusin', 'keydown', 'beforeinput', 'input', 'pointerdown'])
      expect(remove).toHaveBeenCalledWith(event, expect.any(Function), expect.anything());
    type(field);
    expect(vi.getTimerCount()).toBe(0);
  });
});
