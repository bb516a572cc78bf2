import { hsvToRgb, parseHex, rgbToHsv, toHex, type Rgb } from './color';

/**
 * Arco Design's ten-step palette ("dynamic gradient" algorithm of @arco-design/color 0.4): step 6 is the seed;
 * steps 1–5 move towards white (less saturation, more value, the hue turning 2° a step towards blue for warm
 * hues and away from it for cool ones), steps 7–10 towards a deep, saturated shade. The dark palette walks the
 * light one backwards with saturation re-spread around the seed's. Re-implemented (not imported) to keep the
 * package small; colorScale.test.ts holds it to Arco's published palettes, #165DFF included, to the last digit.
 * One departure: a grey seed (no saturation) gives a grey scale; Arco's formulas would tint its dark steps pink.
 */
const HUE_STEP = 2;
const MIN_SATURATION_STEP = 9;
const MAX_SATURATION = 100;
const MIN_VALUE = 30;
const MAX_VALUE = 100;

/** Hue in [0, 360) as Arco's colour library hands it out: the `+ 360` rounds a hue a hair under an integer up. */
function wrapHue(hue: number): number {
  return ((hue % 360) + 360) % 360;
}

/** A colour's HSV as Arco reads it. */
function arcoHsv(rgb: Rgb) {
  const hsv = rgbToHsv(rgb);
  return { ...hsv, h: wrapHue(hsv.h) };
}

function lightStep(seed: Rgb, step: number): Rgb {
  if (step === 6) return seed;
  const { h, s, v } = arcoHsv(seed);
  const towardsWhite = step < 6;
  const distance = Math.abs(step - 6);
  const coolHue = h >= 60 && h <= 240;
  const turn = HUE_STEP * distance * (coolHue === towardsWhite ? -1 : 1);
  const hue = Math.round(wrapHue(h + turn));
  const saturation = towardsWhite
    ? s <= MIN_SATURATION_STEP
      ? s
      : s - ((s - MIN_SATURATION_STEP) / 5) * distance
    : s + ((MAX_SATURATION - s) / 4) * distance;
  const value = towardsWhite
    ? v + ((MAX_VALUE - v) / 5) * distance
    : v <= MIN_VALUE
      ? v
      : v - ((v - MIN_VALUE) / 4) * distance;
  return hsvToRgb({ h: hue, s: s === 0 ? 0 : saturation, v: value });
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

function darkStep(seed: Rgb, step: number): Rgb {
  // The light step mirrored around the middle, as the hex Arco would have printed.
  const mirrored = parseHex(toHex(lightStep(seed, 11 - step)));
  const origin = arcoHsv(seed);
  const middleDrop = origin.h >= 50 && origin.h < 191 ? 20 : 15;
  const base = clampPercent(origin.s - middleDrop);
  let saturation: number;
  if (step < 6) saturation = base + (6 - step) * Math.ceil((100 - base) / 5);
  else if (step === 6) saturation = origin.s - middleDrop;
  else saturation = base - Math.ceil((base - 9) / 4) * (step - 6);
  const { h, v } = arcoHsv(mirrored);
  return hsvToRgb({ h, s: origin.s === 0 ? 0 : saturation, v });
}

/** The ten steps (`--pc-primary-1` … `-10`) for a seed, as `#RRGGBB`, light or dark. */
export function colorScale(seed: string, mode: 'light' | 'dark'): string[] {
  const rgb = parseHex(seed);
  return Array.from({ length: 10 }, (_, index) =>
    toHex(mode === 'dark' ? darkStep(rgb, index + 1) : lightStep(rgb, index + 1)),
  );
}
