import { THEME_COLOR } from '../constants';
import { isHexColor, parseHex, toHex } from './color';
import { derivePalette, type Palette } from './palettes';
import { DEFAULT_FONT_FAMILY, DEFAULT_RADIUS } from './tokens';

/** What a host chooses about the library's look. Everything else follows from these. */
export interface PastureThemeOptions {
  /**
   * The seed of every primary colour (`#RGB` or `#RRGGBB`): the ten-step scale, hover and pressed fills, the tint
   * of selected items, primary text, the text on primary fills, and the focus ring, for light and dark. Text
   * contrast stays at WCAG AA (4.5:1) for any seed: a light seed such as yellow gets dark text on its buttons.
   * Default `#165DFF`.
   */
  primaryColor?: string;
  /** Corner radius of controls and cards in px (`--pc-radius-md`); small parts get half, large ones twice. Default 4. */
  radius?: number;
  /** CSS `font-family` of every library text (`--pc-font-family`). Default: Inter, then the CJK system fonts. */
  fontFamily?: string;
}

/** A resolved theme: the options with their defaults, and the CSS variable values of both modes. */
export interface PastureThemeDefinition {
  /** Identifies the theme in the `data-pasture-theme` attribute of a provider's containers; `default` for defaults. */
  key: string;
  /** The seed colour as `#rrggbb` (a `#RGB` seed expanded). */
  primaryColor: string;
  /** Corner radius of controls and cards in px. */
  radius: number;
  /** CSS `font-family` of every library text. */
  fontFamily: string;
  /** Every `--pc-*` colour in light mode. */
  light: Palette;
  /** Every `--pc-*` colour in dark mode. */
  dark: Palette;
  /** The mode-independent variables: radii and font family. */
  shared: Palette;
}

/** A short, stable hash (FNV-1a, base 36) for theme keys. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}

/**
 * Resolves theme options into both palettes (pure; same options, same result). For a host's own use too: the
 * colours of a canvas chart, a preview of a seed before applying it, a Storybook playground. Throws a TypeError
 * naming the option on a colour that is not hex or a radius that is not a non-negative number.
 */
export function createPastureTheme(options: PastureThemeOptions = {}): PastureThemeDefinition {
  const {
    primaryColor = THEME_COLOR,
    radius = DEFAULT_RADIUS,
    fontFamily = DEFAULT_FONT_FAMILY,
  } = options;
  if (!isHexColor(primaryColor))
    throw new TypeError(
      `createPastureTheme: primaryColor must be #RGB or #RRGGBB, got ${JSON.stringify(primaryColor)}`,
    );
  if (typeof radius !== 'number' || !Number.isFinite(radius) || radius < 0)
    throw new TypeError(
      `createPastureTheme: radius must be a number of px ≥ 0, got ${JSON.stringify(radius)}`,
    );
  if (typeof fontFamily !== 'string' || fontFamily.trim() === '' || /[;{}]/.test(fontFamily))
    throw new TypeError(
      `createPastureTheme: fontFamily must be a CSS font-family list, got ${JSON.stringify(fontFamily)}`,
    );
  const seed = toHex(parseHex(primaryColor));
  const isDefault =
    seed === THEME_COLOR && radius === DEFAULT_RADIUS && fontFamily === DEFAULT_FONT_FAMILY;
  return {
    key: isDefault ? 'default' : `${seed.slice(1).toLowerCase()}-${radius}-${hash(fontFamily)}`,
    primaryColor: seed,
    radius,
    fontFamily,
    light: derivePalette(seed, 'light'),
    dark: derivePalette(seed, 'dark'),
    shared: {
      '--pc-radius-sm': `${radius / 2}px`,
      '--pc-radius-md': `${radius}px`,
      '--pc-radius-lg': `${radius * 2}px`,
      '--pc-font-family': fontFamily,
    },
  };
}
