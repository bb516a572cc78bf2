import type { Decorator } from '@storybook/react-vite';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { isSampleText, sampleText, type SampleText, type SampleValues } from './sampleTexts';
import { escapeRegExp, storyLocale } from './texts';

export type { SampleText } from './sampleTexts';

/**
 * A sample text in the story's current language, as `text()` reads a library text (stories/support/texts.ts):
 * `sample('Search')` in a render or play function, a column's cell, a helper component. Not in `args`, which are
 * read once when the file loads: there a plain string is translated by `withSamples`.
 */
export function sample(text: SampleText, values?: SampleValues): string {
  return sampleText(storyLocale())(text, values);
}

/** A pattern matching a sample text anywhere in a name (a column header's sort button: `Weight (kg)` and more). */
export function samplePattern(text: SampleText, values?: SampleValues): RegExp {
  return new RegExp(escapeRegExp(sample(text, values)));
}

/**
 * A story's args in a language: every string that is a sample text (stories/support/sampleTexts.ts) is translated,
 * in arrays, plain objects and React elements' props (`children: <Button>Create herd</Button>`) too; functions,
 * numbers, other strings and other objects stay as they are. en-US returns the args themselves. A translated array,
 * object or element is made once per language, so a table's `data` or `columns` keep their identity across renders.
 */
const translated = new WeakMap<object, unknown>();

function translate(value: unknown, s: (text: SampleText) => string, index?: number): unknown {
  if (typeof value === 'string') return isSampleText(value) ? s(value) : value;
  if (typeof value !== 'object' || value === null) return value;
  const done = translated.get(value);
  if (done !== undefined) return done;
  // A value met again inside itself stays as it is.
  translated.set(value, value);
  let result: unknown = value;
  if (Array.isArray(value)) {
    const items = value.map((item, place) => translate(item, s, place));
    if (items.some((item, at) => item !== value[at])) result = items;
  } else if (isValidElement(value)) {
    const element = value as ReactElement<Record<string, unknown>>;
    const props = translateEntries(element.props, s);
    // A new element in a list (children written in JSX) takes its place as its key, as React asks of list items.
    const key = index !== undefined && element.key === null ? { key: index } : {};
    if (props) result = cloneElement(element, { ...props, ...key });
  } else if (Object.getPrototypeOf(value) === Object.prototype) {
    const entries = translateEntries(value as Record<string, unknown>, s);
    if (entries) result = { ...value, ...entries };
  }
  translated.set(value, result);
  return result;
}

/** The entries of an object whose values the translation changed, or undefined when none did. */
function translateEntries(
  object: Record<string, unknown>,
  s: (text: SampleText) => string,
): Record<string, unknown> | undefined {
  const changed = Object.entries(object).flatMap(([key, item]) => {
    const next = translate(item, s);
    return next === item ? [] : [[key, next] as const];
  });
  return changed.length ? Object.fromEntries(changed) : undefined;
}

// One cache per language: the WeakMap above is zh-CN's (en-US translates nothing).
const zhCN = sampleText('zh-CN');

/** A value with its sample texts in the story's language: its args, or rows a story builds outside them. */
export function localized<T>(value: T): T {
  return storyLocale() === 'en-US' ? value : (translate(value, zhCN) as T);
}

/**
 * Hands the story its args with their sample texts in the toolbar's language (`args: { children: 'Search' }` shows
 * 搜索 in zh-CN). The Controls panel keeps the English args; a text typed there that is no sample text shows as typed.
 */
export const withSamples: Decorator = (Story, { args }) => Story({ args: localized(args) });
