/**
 * The little colour arithmetic the theme needs: hex ⇄ RGB ⇄ HSV, sRGB mixing, alpha compositing and WCAG 2 contrast.
 * Channels are 0–255 floats until `toHex` rounds them. Written out rather than imported: a colour library costs
 * 9–10 kB gz (ADR 026); this is well under 1 kB.
 */
export type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#RGB` and `#RRGGBB` (either case, `#` optional). */
export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** `#RGB` or `#RRGGBB` to channels; throws on anything else, naming the value. */
export function parseHex(value: string): Rgb {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) throw new TypeError(`Not a hex colour: ${JSON.stringify(value)}`);
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) =>
    Number.parseInt(digits.slice(start, start + 2), 16),
  ) as unknown as Rgb;
}

/** Channels to `#RRGGBB` (upper case), rounded and clamped. */
export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

/** Hue 0–360, saturation and value 0–100 (HSV/HSB, as Arco's palette algorithm works in). */
export interface Hsv {
  h: number;
  s: number;
  v: number;
}

/** RGB to HSV. The hue is the HSL/HSV hue of the hexagon model (0 for greys). */
export function rgbToHsv([red, green, blue]: Rgb): Hsv {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = (g - b) / delta;
    else if (max === g) hue = 2 + (b - r) / delta;
    else hue = 4 + (r - g) / delta;
    hue = Math.min(hue * 60, 360);
    if (hue < 0) hue += 360;
  }
  return { h: hue, s: max === 0 ? 0 : (delta / max) * 100, v: max * 100 };
}

/** HSV to RGB (unrounded). Saturation and value are clamped to 0–100, the hue wraps. */
export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const saturation = Math.min(100, Math.max(0, s)) / 100;
  const value = (Math.min(100, Math.max(0, v)) / 100) * 255;
  const sector = Math.floor(hue) % 6;
  const fraction = hue - Math.floor(hue);
  const p = value * (1 - saturation);
  const q = value * (1 - saturation * fraction);
  const t = value * (1 - saturation * (1 - fraction));
  const sectors: Rgb[] = [
    [value, t, p],
    [q, value, p],
    [p, value, t],
    [p, q, value],
    [t, p, value],
    [value, p, q],
  ];
  return sectors[sector] ?? [value, t, p];
}

/** `amount` (0–1) of `other` mixed into `color`, channel by channel in sRGB (CSS `color-mix(in srgb, …)`). */
export function mix(color: Rgb, other: Rgb, amount: number): Rgb {
  return color.map(
    (channel, index) => channel + ((other[index] ?? 0) - channel) * amount,
  ) as unknown as Rgb;
}

/** `color` at `alpha` painted over the opaque `backdrop`. */
export function over(color: Rgb, alpha: number, backdrop: Rgb): Rgb {
  return mix(backdrop, color, alpha);
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance (0 black – 1 white) of the colour as the screen shows it (rounded channels). */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => linear(Math.round(Math.min(255, Math.max(0, channel)))));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio between two relative luminances, 1–21. */
export function luminanceContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG 2 contrast ratio between two opaque colours, 1–21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  return luminanceContrast(luminance(a), luminance(b));
}

const RGBA = /^rgba\(\s*(\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\s*\)$/;

/** A palette value as the screen shows it on `backdrop`: `#hex` as it is, `rgba(…)` composited over it. */
export function composite(value: string, backdrop: Rgb): Rgb {
  const rgba = RGBA.exec(value);
  if (!rgba) return parseHex(value);
  const [, r, g, b, alpha] = rgba.map(Number) as [number, number, number, number, number];
  return parseHex(toHex(over([r, g, b], alpha, backdrop)));
}
