import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseHex, toHex, type Rgb } from './color';
import { colorScale } from './colorScale';
import { defaultLightPalette } from './defaultPalette';
import { derivePalette, NON_TEXT_CONTRAST, TEXT_CONTRAST, type Palette } from './palettes';

const color = (palette: Palette, name: `--pc-${string}`) => {
  const value = palette[name];
  if (!value) throw new Error(`${name} is missing`);
  return value;
};

/** Every surface primary text sits on, opaque: page, cards, popups, grey fills, the primary tint. */
function textSurfaces(palette: Palette): Rgb[] {
  const cards = (['--pc-bg-body', '--pc-bg-1', '--pc-bg-2', '--pc-bg-popup'] as const).map((name) =>
    parseHex(color(palette, name)),
  );
  const tinted = (['--pc-fill-1', '--pc-fill-2', '--pc-primary-bg'] as const).flatMap((name) =>
    cards.map((card) => composite(color(palette, name), card)),
  );
  return [...cards, ...tinted];
}

function expectAccessible(palette: Palette, label: string) {
  const onPrimary = parseHex(color(palette, '--pc-on-primary'));
  for (const fill of ['--pc-primary', '--pc-primary-active'] as const) {
    expect(
      contrastRatio(onPrimary, parseHex(color(palette, fill))),
      `${label}: on-primary on ${fill}`,
    ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
  const text = parseHex(color(palette, '--pc-primary-text'));
  const focus = parseHex(color(palette, '--pc-focus'));
  const cards = (['--pc-bg-body', '--pc-bg-1', '--pc-bg-2', '--pc-bg-popup'] as const).map((name) =>
    parseHex(color(palette, name)),
  );
  for (const surface of textSurfaces(palette)) {
    expect(
      contrastRatio(text, surface),
      `${label}: primary text on ${toHex(surface)}`,
    ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
  for (const surface of cards) {
    expect(
      contrastRatio(focus, surface),
      `${label}: focus on ${toHex(surface)}`,
    ).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  }
}

describe('derivePalette', () => {
  it('reproduces the default light palette exactly from #165DFF', () => {
    expect(derivePalette('#165DFF', 'light')).toEqual(defaultLightPalette);
  });

  it('reproduces the default dark palette from #165DFF, two hand-tuned colours now derived', () => {
    const dark = derivePalette('#165DFF', 'dark');
    expect(dark).toMatchObject({
      '--pc-primary-1': '#000D4D',
      '--pc-primary-6': '#3C7EFF',
      '--pc-primary-10': '#EAF4FF',
      // Hand-tuned #1D5CF0 before: the seed itself now (white text 5.2:1).
      '--pc-primary': '#165DFF',
      '--pc-primary-hover': '#306FFF',
      '--pc-primary-active': '#0E42D2',
      // Hand-tuned #7EAEFF before: dark step 7 lifted 15 % towards white.
      '--pc-primary-text': '#7FADFF',
      '--pc-primary-bg': 'rgba(60, 126, 255, 0.16)',
      '--pc-primary-disabled': '#0E32A6',
      '--pc-on-primary': '#FFFFFF',
      '--pc-focus': '#306FFF',
      '--pc-focus-ring': '0 0 0 2px #0E32A6',
      '--pc-bg-1': '#17171A',
      '--pc-text-1': 'rgba(255, 255, 255, 0.9)',
    });
    expect(dark['--pc-primary-5']).toBe(colorScale('#165DFF', 'dark')[4]);
  });

  it('puts the seed’s Arco scale in --pc-primary-1 … -10 in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const palette = derivePalette('#722ED1', mode);
      colorScale('#722ED1', mode).forEach((step, index) => {
        expect(palette[`--pc-primary-${index + 1}`]).toBe(step);
      });
    }
  });

  // The brand blue, a yellow, a dark navy, Arco's red, green, purple and cyan, an orange.
  const seeds = [
    '#165DFF',
    '#FADC19',
    '#0A1A4F',
    '#F53F3F',
    '#00B42A',
    '#722ED1',
    '#14C9C9',
    '#FF7D00',
  ];
  it.each(
    seeds.flatMap((seed) => (['light', 'dark'] as const).map((mode) => [seed, mode] as const)),
  )('keeps WCAG AA for %s in %s mode', (seed, mode) => {
    expectAccessible(derivePalette(seed, mode), `${seed} ${mode}`);
  });

  it('gives a yellow seed dark text on its fill, a navy one white', () => {
    expect(derivePalette('#FADC19', 'light')['--pc-on-primary']).toBe('#1D2129');
    expect(derivePalette('#FADC19', 'light')['--pc-primary']).toBe('#FADC19');
    expect(derivePalette('#0A1A4F', 'light')['--pc-on-primary']).toBe('#FFFFFF');
  });

  it('lifts a seed too dark to see on a dark card (navy) to a lighter step in dark mode', () => {
    const fill = parseHex(derivePalette('#0A1A4F', 'dark')['--pc-primary'] ?? '');
    expect(contrastRatio(fill, parseHex('#17171A'))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('keeps WCAG AA for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.boolean(), (value, dark) => {
        const seed = `#${value.toString(16).padStart(6, '0')}`;
        expectAccessible(derivePalette(seed, dark ? 'dark' : 'light'), seed);
      }),
      { numRuns: 150 },
    );
  });

  it('accepts #RGB and rejects what is not a hex colour', () => {
    expect(derivePalette('#16f', 'light')['--pc-primary-6']).toBe('#1166FF');
    expect(() => derivePalette('red', 'light')).toThrow(/hex colour/);
  });
});
