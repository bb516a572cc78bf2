import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPastureTheme, theme } from '@pasture/ui';
import {
  ColorsPage,
  ElevationPage,
  LayoutPage,
  MotionPage,
  TypographyPage,
} from '../../stories/foundations/FoundationPages';
import type { FoundationsLocale } from '../../stories/foundations/foundationsText';
import { libraryIcons } from '../../stories/foundations/iconSet';
import { IconsPage } from '../../stories/foundations/IconsPage';

/**
 * The foundations pages (stories/foundations) must show every token the theme has: each `theme.*` path on the page
 * of its part, and every `--pc-*` variable a provider sets or a token reads on some page. Written out here rather
 * than derived from the pages' own walk, so a page that skips a key fails.
 */

const pageOf: Record<string, (props: { locale: FoundationsLocale }) => ReactElement> = {
  color: ColorsPage,
  font: TypographyPage,
  space: LayoutPage,
  radius: LayoutPage,
  size: LayoutPage,
  breakpoint: LayoutPage,
  shadow: ElevationPage,
  zIndex: ElevationPage,
  motion: MotionPage,
};

/** `theme.color.primary`, `theme.color.primaryScale[0]`, `theme.font.size.md` … for every leaf of the theme. */
function paths(value: unknown, prefix: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => paths(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => paths(item, `${prefix}.${key}`));
  return [prefix];
}

/** The token names a page shows: the text of each of its `<code>` elements. */
const shown = new Map<(props: { locale: FoundationsLocale }) => ReactElement, Set<string>>();

describe('foundations pages', () => {
  // One render per page: the pages are long, and what they list does not depend on the language.
  beforeAll(() => {
    for (const Page of new Set(Object.values(pageOf))) {
      const { container, unmount } = render(<Page locale="zh-CN" />);
      shown.set(
        Page,
        new Set([...container.querySelectorAll('code')].map((code) => code.textContent ?? '')),
      );
      unmount();
    }
  }, 30_000);

  it('show every theme token on its page', () => {
    const missing: string[] = [];
    for (const [part, tokens] of Object.entries(theme)) {
      const page = pageOf[part];
      expect(page, `no foundations page for theme.${part}`).toBeDefined();
      const names = shown.get(page!)!;
      missing.push(...paths(tokens, `theme.${part}`).filter((tokenPath) => !names.has(tokenPath)));
    }
    expect(missing).toEqual([]);
  });

  it('show every CSS variable of both palettes and the shared ones', () => {
    const definition = createPastureTheme();
    const all = new Set([
      ...Object.keys(definition.light),
      ...Object.keys(definition.dark),
      ...Object.keys(definition.shared),
      ...JSON.stringify(theme).match(/--pc-[a-z0-9-]+/g)!,
    ]);
    const names = new Set([...shown.values()].flatMap((set) => [...set]));
    expect([...all].filter((variable) => !names.has(variable))).toEqual([]);
  });

  it('list every lucide icon the library draws', () => {
    const source = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../packages/ui/src',
    );
    const imported = new Set<string>();
    for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const code = readFileSync(path.join(source, file), 'utf8');
      for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
        for (const name of names!.split(',')) {
          const trimmed = name.trim();
          if (!trimmed || trimmed.startsWith('type ')) continue;
          imported.add(trimmed.split(/\s+as\s+/)[0]!);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(40);
    expect([...imported].filter((name) => !(name in libraryIcons)).sort()).toEqual([]);
    // The Icons page shows them all.
    const { container } = render(<IconsPage locale="zh-CN" />);
    const tiles = new Set([...container.querySelectorAll('li')].map((tile) => tile.textContent));
    expect(Object.keys(libraryIcons).filter((name) => !tiles.has(name))).toEqual([]);
  });
});
