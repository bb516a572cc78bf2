import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultLightPalette } from './defaultPalette';
import { theme } from './tokens';

const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The library's source files, tests and the theme's own modules left out. */
function libraryFiles(): string[] {
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`theme${path.sep}`));
}

/** Every string leaf of the tokens object. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

describe('theme tokens', () => {
  it('fall back to the default light value in every colour, shadow, radius, font and duration', () => {
    const variables = leaves(theme).filter((value) => value.startsWith('var('));
    expect(variables.length).toBeGreaterThan(50);
    for (const value of variables) {
      const [, name, fallback] = /^var\((--pc-[a-z0-9-]+), (.+)\)$/.exec(value) ?? [];
      expect(fallback, value).toBeTruthy();
      if (name && name in defaultLightPalette)
        expect(fallback).toBe(defaultLightPalette[name as keyof typeof defaultLightPalette]);
    }
  });

  it('leave no theme variable in the library without its fallback', () => {
    const themed = new RegExp(
      `var\\((${[...Object.keys(defaultLightPalette), '--pc-radius-sm', '--pc-radius-md', '--pc-radius-lg', '--pc-font-family', '--pc-motion-fast', '--pc-motion-normal'].join('|')})\\)`,
      'g',
    );
    const bare = libraryFiles().flatMap((file) =>
      [...readFileSync(path.join(source, file), 'utf8').matchAll(themed)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    // Use the tokens (`theme.color.primary` is `var(--pc-primary, #165DFF)`) so a primitive without a provider works.
    expect(bare).toEqual([]);
  });
});
