import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Which stories the screenshot check covers, read from the built Storybook's index.json: every story of a screen or
// a shell part (docs/decisions/024-visual-coverage-of-every-screen-and-shell-story.md). A new story is covered the
// moment it is built; only `skipped.json` leaves one out, with its reason.

export const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
/** The static Storybook under test (relative to the repo root); VISUAL_STORYBOOK_DIR serves another build. */
export const storybookDir = process.env.VISUAL_STORYBOOK_DIR || 'storybook-static';
/** Story titles that start with one of these are screenshotted. */
export const coveredTitlePrefixes = ['Screens/', 'Shell/'];
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

export function readIndex(): Record<string, IndexEntry> {
  const file = path.resolve(root, storybookDir, 'index.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> })
    .entries;
}

export interface SkipList {
  /** Story id → why it is not screenshotted at all. */
  stories: Record<string, string>;
  /** Story id → why it is screenshotted in light only (its played state does not survive the theme re-render). */
  lightOnly: Record<string, string>;
}

export function readSkipped(): SkipList {
  const list = JSON.parse(
    readFileSync(path.join(here, 'skipped.json'), 'utf8'),
  ) as Partial<SkipList>;
  return { stories: list.stories ?? {}, lightOnly: list.lightOnly ?? {} };
}

export function coveredStories(
  entries: Record<string, IndexEntry>,
  skipped: Record<string, string>,
): IndexEntry[] {
  return Object.values(entries)
    .filter(
      (entry) =>
        entry.type === 'story' &&
        coveredTitlePrefixes.some((prefix) => entry.title.startsWith(prefix)) &&
        !(entry.id in skipped),
    )
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The baseline file of a story in a theme, inside `__screenshots__/`. */
export const baselineName = (storyId: string, theme: Theme) => `${storyId}--${theme}.png`;
