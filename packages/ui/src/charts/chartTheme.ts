/**
 * Chart colours as CSS variables of the theme. SVG `style` properties resolve `var(--pc-…)` at paint time, so a
 * chart follows `<body data-theme>` (light/dark, colour-weak filter) without reading computed styles or
 * re-rendering.
 */
export const chartColors = {
  /**
   * Series in order: the primary blue, green, orange, red, then a deep and a pale blue. Each differs from its
   * neighbours in lightness as well as hue, and every chart names its series in a legend and a data table, so
   * colour is never the only way to tell them apart.
   */
  series: [
    'var(--pc-primary-6)',
    'var(--pc-success)',
    'var(--pc-warning)',
    'var(--pc-danger)',
    'var(--pc-primary-8)',
    'var(--pc-primary-4)',
  ],
  axisLine: 'var(--pc-border-3)',
  axisText: 'var(--pc-text-3)',
  grid: 'var(--pc-border-2)',
  surface: 'var(--pc-bg-2)',
  tooltipBackground: 'var(--pc-bg-popup)',
  tooltipText: 'var(--pc-text-1)',
  tooltipShadow: 'var(--pc-shadow-2)',
} as const;

/** The colour of the `index`-th series (cycles through the palette). */
export function seriesColor(index: number): string {
  const palette = chartColors.series;
  return palette[index % palette.length] ?? 'var(--pc-primary)';
}
