// Which stories the story pass pictures, in which themes and languages, and the names of their baselines, read from
// the built Storybook's index.json (docs/decisions/024-visual-coverage-of-every-screen-and-shell-story.md). A new
// story is pictured the moment it is built; only skipped.json leaves one out, with its reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = path.dirname(fileURLToPath(import.meta.url));
/** Committed baselines. */
export const baselineDir = path.join(here, '__screenshots__');
/** Story titles that start with one of these are pictured. */
export const picturedTitlePrefixes = ['Screens/', 'Shell/'];
/** A story tagged `visual-en` is pictured in en-US too, light and dark: its English layout is a state of its own. */
export const ENGLISH_PICTURES_TAG = 'visual-en';

/** The entries of a built Storybook's index.json. */
export function readIndex(staticDir) {
  return JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')).entries;
}

/** tests/visual/skipped.json: `stories` not pictured at all, `lightOnly` pictured in light only; each with a reason. */
export function readSkipped() {
  const list = JSON.parse(readFileSync(path.join(here, 'skipped.json'), 'utf8'));
  return { stories: list.stories ?? {}, lightOnly: list.lightOnly ?? {} };
}

/**
 * The baseline file of a story's picture. The first language a story shows (zh-CN, or the one it pins) keeps the
 * short name; English pictures of a `visual-en` story carry the language.
 */
export function baselineName(storyId, theme, locale) {
  return locale === 'en-US' ? `${storyId}--en-US--${theme}.png` : `${storyId}--${theme}.png`;
}

/**
 * The pictures a story is taken in, from the index alone: both themes in its first language, and in en-US too when
 * tagged `visual-en`; `lightOnly` keeps it to light. A story that pins a global is taken in that value only (known at
 * run time, where its globals are).
 */
export function picturesOf(entry, skipped) {
  if (
    entry.type !== 'story' ||
    !picturedTitlePrefixes.some((prefix) => entry.title.startsWith(prefix)) ||
    entry.id in skipped.stories
  ) {
    return [];
  }
  const themes = entry.id in skipped.lightOnly ? ['light'] : ['light', 'dark'];
  const locales = entry.tags?.includes(ENGLISH_PICTURES_TAG) ? ['zh-CN', 'en-US'] : ['zh-CN'];
  return locales.flatMap((locale) => themes.map((theme) => ({ theme, locale })));
}

/** Every baseline file a full pass over this build may take, with the skip list's ids the build does not know. */
export function expectedBaselines(staticDir) {
  const entries = readIndex(staticDir);
  const skipped = readSkipped();
  const names = new Set(
    Object.values(entries).flatMap((entry) =>
      picturesOf(entry, skipped).map((spec) => baselineName(entry.id, spec.theme, spec.locale)),
    ),
  );
  const unknownSkips = [...Object.keys(skipped.stories), ...Object.keys(skipped.lightOnly)].filter(
    (id) => !entries[id],
  );
  return { names, unknownSkips };
}
