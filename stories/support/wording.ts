import { expect } from 'storybook/test';
import type { Locale, TextValues } from '@pasture/ui';
import { storyLocale, text, type StoryTextKey } from './texts';

/**
 * A text whose words are fixed outside the locale bundles: the product contract's English
 * (docs/product-contract.md), and the Chinese where a check names it. A play asserts that the page shows
 * `text(key)`; this holds that text to the fixed words in the language the play runs in. A language the wording
 * does not give is held to nothing more.
 */
export async function expectWording(
  key: StoryTextKey,
  wording: Partial<Record<Locale, string>>,
  values?: TextValues,
) {
  const fixed = wording[storyLocale()];
  if (fixed !== undefined) await expect(text(key, values), key).toBe(fixed);
}
