import { THEME_COLOR, type ThemeMode } from '../constants';
import {
  composite,
  contrastRatio,
  isHexColor,
  luminance,
  luminanceContrast,
  mix,
  parseHex,
  toHex,
  type Rgb,
} from './color';
import { colorScale } from './colorScale';
import { defaultLightPalette } from './defaultPalette';

/**
 * The values of the theme's CSS custom properties (`--pc-*`) for one mode. Neutrals and the success/warning/danger
 * colours are fixed; every primary colour is derived from one seed (`derivePalette`). A module of its own: a styled
 * component needs only the tokens' `var()` names, so one that reads no palette does not bundle these values.
 */
export type Palette = Readonly<Record<`--pc-${string}`, string>>;

/** WCAG 2 AA for body text, and for focus indicators and other non-text parts (1.4.3, 1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Text colour on a primary fill too light for white text (light mode's text-1). */
const DARK_ON_PRIMARY = '#1D2129';

const darkNeutrals = {
  '--pc-success': '#27C346',
  '--pc-success-text': '#4DD068',
  '--pc-success-bg': 'rgba(39, 195, 70, 0.15)',
  '--pc-warning': '#FF9626',
  '--pc-warning-text': '#FFA94D',
  '--pc-warning-bg': 'rgba(255, 150, 38, 0.15)',
  '--pc-danger': '#F76965',
  '--pc-danger-strong': '#C7302D',
  '--pc-danger-text': '#FF9A96',
  '--pc-danger-bg': 'rgba(247, 105, 101, 0.15)',
  '--pc-on-danger': '#FFFFFF',
  '--pc-text-1': 'rgba(255, 255, 255, 0.9)',
  '--pc-text-2': 'rgba(255, 255, 255, 0.75)',
  '--pc-text-3': 'rgba(255, 255, 255, 0.6)',
  '--pc-text-4': 'rgba(255, 255, 255, 0.4)',
  '--pc-bg-body': '#101012',
  '--pc-bg-1': '#17171A',
  '--pc-bg-2': '#232324',
  '--pc-bg-popup': '#2A2A2B',
  '--pc-fill-1': 'rgba(255, 255, 255, 0.04)',
  '--pc-fill-2': 'rgba(255, 255, 255, 0.08)',
  '--pc-fill-3': 'rgba(255, 255, 255, 0.12)',
  '--pc-border-1': '#2E2E30',
  '--pc-border-2': '#333335',
  '--pc-border-3': '#5F5F60',
  '--pc-mask': 'rgba(0, 0, 0, 0.6)',
  '--pc-shadow-1': '0 2px 5px rgba(0, 0, 0, 0.4)',
  '--pc-shadow-2': '0 4px 10px rgba(0, 0, 0, 0.45)',
  '--pc-shadow-3': '0 8px 20px rgba(0, 0, 0, 0.5)',
} as const;

type Neutrals = Readonly<Record<string, string>>;

const CARDS = ['--pc-bg-body', '--pc-bg-1', '--pc-bg-2', '--pc-bg-popup'] as const;

/** The page, cards and popups of a mode, opaque. Focus rings sit on these at 3:1. */
function cardsOf(neutrals: Neutrals): Rgb[] {
  return CARDS.map((name) => parseHex(neutrals[name] ?? '#FFFFFF'));
}

/**
 * Everything primary text sits on, opaque: the cards, and the grey fills of hovered rows and inputs and the
 * primary tint of selected items over each of them.
 */
function textSurfacesOf(neutrals: Neutrals, primaryBg: string): Rgb[] {
  const cards = cardsOf(neutrals);
  const tints = [neutrals['--pc-fill-1'], neutrals['--pc-fill-2'], primaryBg].flatMap((tint) =>
    tint ? cards.map((card) => composite(tint, card)) : [],
  );
  return [...cards, ...tints];
}

/**
 * Moves `color` towards `target` in 1 % steps until it reaches `ratio` against every surface (or is `target`).
 * Starting from a colour that already passes changes nothing.
 */
function until(color: Rgb, target: Rgb, surfaces: readonly Rgb[], ratio: number): Rgb {
  const backdrops = surfaces.map(luminance);
  for (let percent = 0; percent <= 100; percent += 1) {
    const candidate = parseHex(toHex(mix(color, target, percent / 100)));
    const own = luminance(candidate);
    if (backdrops.every((backdrop) => luminanceContrast(own, backdrop) >= ratio)) return candidate;
  }
  return target;
}

interface Fill {
  fill: Rgb;
  onFill: string;
}

/** How far (share of black) a fill may be shaded so white text reads on it, before dark text is used instead. */
const MAX_SHADE_FOR_WHITE_TEXT = 0.15;

/** The smallest share (1 % steps) of `target` mixed into `color` that reaches `ratio` against `text`, or null. */
function shareNeeded(
  color: Rgb,
  target: Rgb,
  text: Rgb,
  ratio: number,
  max: number,
): number | null {
  for (let percent = 0; percent <= max * 100; percent += 1) {
    if (contrastRatio(parseHex(toHex(mix(color, target, percent / 100))), text) >= ratio)
      return percent / 100;
  }
  return null;
}

/**
 * The fill and the text on it. White text when the fill carries it at 4.5:1, shaded by at most 15 % if needed
 * (a solid red or purple button keeps white text on a slightly deeper fill); otherwise dark text, with the fill
 * lightened if even that falls short (yellows, limes, cyans, and mid-tones).
 */
function fillWithText(fill: Rgb): Fill {
  const dark = parseHex(DARK_ON_PRIMARY);
  const shade = shareNeeded(fill, BLACK, WHITE, TEXT_CONTRAST, MAX_SHADE_FOR_WHITE_TEXT);
  if (shade !== null) return { fill: parseHex(toHex(mix(fill, BLACK, shade))), onFill: '#FFFFFF' };
  const tint = shareNeeded(fill, WHITE, dark, TEXT_CONTRAST, 1) ?? 1;
  return { fill: parseHex(toHex(mix(fill, WHITE, tint))), onFill: DARK_ON_PRIMARY };
}

/**
 * The pressed fill: a step darker under white text, a step lighter under dark text (so the text keeps its
 * contrast), pulled back towards the fill until the text still reads at 4.5:1.
 */
function pressed(fillText: Fill, darker: string, lighter: string): string {
  const text = parseHex(fillText.onFill);
  const candidate = parseHex(fillText.onFill === '#FFFFFF' ? darker : lighter);
  return toHex(until(candidate, fillText.fill, [text], TEXT_CONTRAST));
}

/** The primary colours of one mode, derived from the seed. */
function primaryColors(seed: Rgb, mode: ThemeMode): Record<`--pc-${string}`, string> {
  const seedHex = toHex(seed);
  const light = colorScale(seedHex, 'light');
  const step = (scale: readonly string[], n: number) => scale[n - 1] ?? seedHex;
  const scaleVariables = (scale: readonly string[]) =>
    Object.fromEntries(scale.map((value, index) => [`--pc-primary-${index + 1}`, value]));

  if (mode === 'light') {
    const fillText = fillWithText(seed);
    // Text a shade darker than the fill (9 % towards black, as Arco's link blue reads), darker still if needed.
    const surfaces = textSurfacesOf(defaultLightPalette, step(light, 1));
    const text = until(mix(seed, BLACK, 0.09), BLACK, surfaces, TEXT_CONTRAST);
    const focus = until(
      parseHex(step(light, 5)),
      BLACK,
      cardsOf(defaultLightPalette),
      NON_TEXT_CONTRAST,
    );
    return {
      ...scaleVariables(light),
      '--pc-primary': toHex(fillText.fill),
      '--pc-primary-hover': step(light, 5),
      '--pc-primary-active': pressed(fillText, step(light, 7), step(light, 5)),
      '--pc-primary-text': toHex(text),
      '--pc-primary-bg': step(light, 1),
      '--pc-primary-disabled': step(light, 3),
      '--pc-on-primary': fillText.onFill,
      '--pc-focus': toHex(focus),
      '--pc-focus-ring': `0 0 0 2px ${step(light, 2)}`,
    };
  }

  const dark = colorScale(seedHex, 'dark');
  const cards = cardsOf(darkNeutrals);
  const card = parseHex(darkNeutrals['--pc-bg-1']);
  // The seed itself while it stands out from a dark card (3:1); a dark seed climbs the dark scale until it does.
  // Candidates: the seed, then dark steps 6–10 (index i is dark step i + 5).
  const candidates = [seedHex, ...dark.slice(5)].map(parseHex);
  const found = candidates.findIndex((color) => contrastRatio(color, card) >= NON_TEXT_CONTRAST);
  const chosen = found === -1 ? candidates.length - 1 : found;
  const fillText = fillWithText(candidates[chosen] ?? seed);
  // Pressed: for the seed, light step 7 (darker) or dark step 7 (lighter); for dark step n, its neighbours.
  const darker = chosen === 0 ? step(light, 7) : step(dark, chosen + 4);
  const lighter = chosen === 0 ? step(dark, 7) : step(dark, Math.min(10, chosen + 6));
  const [r, g, b] = parseHex(step(dark, 6));
  const primaryBg = `rgba(${r}, ${g}, ${b}, 0.16)`;
  // Text: the dark scale's seventh step lifted 15 % towards white, lighter still if needed.
  const text = until(
    mix(parseHex(step(dark, 7)), WHITE, 0.15),
    WHITE,
    textSurfacesOf(darkNeutrals, primaryBg),
    TEXT_CONTRAST,
  );
  const focus = until(parseHex(step(dark, 5)), WHITE, cards, NON_TEXT_CONTRAST);
  return {
    ...scaleVariables(dark),
    '--pc-primary': toHex(fillText.fill),
    '--pc-primary-hover': step(dark, 5),
    '--pc-primary-active': pressed(fillText, darker, lighter),
    '--pc-primary-text': toHex(text),
    '--pc-primary-bg': primaryBg,
    '--pc-primary-disabled': step(dark, 3),
    '--pc-on-primary': fillText.onFill,
    '--pc-focus': toHex(focus),
    '--pc-focus-ring': `0 0 0 2px ${step(dark, 3)}`,
  };
}

/**
 * Every `--pc-*` colour of one mode for a primary seed (`#RGB`/`#RRGGBB`; default the brand blue #165DFF, whose
 * ten steps are Arco's). Guarantees, for any seed: text on the primary fill, and primary text on the page, cards,
 * popups, grey fills and the primary tint, at 4.5:1; the focus colour at 3:1 on those surfaces. Pure: the same
 * seed always gives the same palette.
 */
export function derivePalette(seed: string = THEME_COLOR, mode: ThemeMode = 'light'): Palette {
  if (!isHexColor(seed))
    throw new TypeError(
      `derivePalette: the seed must be a hex colour, got ${JSON.stringify(seed)}`,
    );
  const primary = primaryColors(parseHex(seed), mode);
  // Light: the default palette's neutrals, in its order, with this seed's primaries.
  return mode === 'dark' ? { ...primary, ...darkNeutrals } : { ...defaultLightPalette, ...primary };
}

/** The default theme's light palette (seed #165DFF). */
export const lightPalette: Palette = /* @__PURE__ */ derivePalette(THEME_COLOR, 'light');
/** The default theme's dark palette (seed #165DFF). */
export const darkPalette: Palette = /* @__PURE__ */ derivePalette(THEME_COLOR, 'dark');

/** The default palette of a mode. */
export function paletteFor(mode: ThemeMode): Palette {
  return mode === 'dark' ? darkPalette : lightPalette;
}
