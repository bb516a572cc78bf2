/**
 * When the console's code starts on the prerendered login form (ADR 023 §10). The form is plain markup that takes
 * input before the console runs: the fields take text (prehydration.ts keeps it), and index.html's first script
 * holds a submit back, which the early login sends at once in production builds. What needs the console is
 * everything else (the other buttons, the answer to a login), and its start costs the page a few hundred
 * milliseconds of script: fetching and compiling its files (which this page alone does not preload), module
 * evaluation, building the app, hydration, in tasks of up to tens of milliseconds each. A keystroke or a click that
 * arrives meanwhile waits for the task in progress.
 *
 * So on that form the console starts once the fields have been left alone for `quietMs` (counted from this call
 * for a page nobody touches, from the last keystroke for somebody typing), and at once when the visitor does what
 * the console is needed for: presses Login (a submit held back), or presses anything but a text field (a pointer,
 * or a key outside the fields). Someone typing without a pause still gets it after `longestMs`. Anywhere else
 * (another page, markup marked stale, no prerendered markup) the console starts at once.
 */

import { isTextField } from '../prehydration';

const TYPING_EVENTS = ['focusin', 'keydown', 'beforeinput', 'input'] as const;

export interface ConsoleStartOptions {
  /** How long the fields must be left alone (ms). */
  quietMs?: number;
  /** The longest the start waits for a pause (ms from the call). */
  longestMs?: number;
}

/** Resolves when the console may start on this page (see above). */
export function consoleStart({
  quietMs = 150,
  longestMs = 2000,
}: ConsoleStartOptions = {}): Promise<void> {
  const root = document.documentElement;
  if (root.dataset.prerender !== 'fresh') return Promise.resolve();
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const longest = setTimeout(start, longestMs);
    // Capture on the window: the page's own listeners cannot hide an event from it.
    const listen = { capture: true, passive: true } as const;
    const submitPending = () => document.querySelector('form[data-submit-pending]') !== null;
    const submitted = new MutationObserver(() => {
      if (submitPending() || root.dataset.prerender !== 'fresh') start();
    });

    function start(): void {
      clearTimeout(quiet);
      clearTimeout(longest);
      for (const type of TYPING_EVENTS) window.removeEventListener(type, onTyping, listen);
      window.removeEventListener('pointerdown', onPointer, listen);
      submitted.disconnect();
      resolve();
    }
    function waitForQuiet(): void {
      clearTimeout(quiet);
      quiet = setTimeout(start, quietMs);
    }
    function onTyping(event: Event): void {
      if (isTextField(event.target)) waitForQuiet();
      // A key pressed anywhere else (Tab to a button, Space on the checkbox) asks for the console's controls.
      else if (event.type === 'keydown') start();
    }
    function onPointer(event: Event): void {
      if (!isTextField(event.target)) start();
    }

    for (const type of TYPING_EVENTS) window.addEventListener(type, onTyping, listen);
    window.addEventListener('pointerdown', onPointer, listen);
    submitted.observe(root, {
      subtree: true,
      attributeFilter: ['data-submit-pending', 'data-prerender'],
    });
    // A submit held back before this ran (a fast visitor, a slow network) starts the console now.
    if (submitPending()) start();
    else waitForQuiet();
  });
}
