import { theme } from '../theme/tokens';

/**
 * Chart colours as CSS variables of the theme. SVG `style` properties resolve `var(--pc-…)` at paint time, so a
 * chart follows its provider's mode and seed colour (set on the provider's containers) without reading computed
 * styles or re-rendering.
 */
export const chartColors = {
  /**
   * Series in order: the primary blue, green, orange, red, then a deep and a pale blue. Each differs from its
   * neighbours in lightness as well as hue, and every chart names its series in a legend and a data table, so
   * colour is never the only way to tell them apart.
   */
  series: [
    theme.color.primaryScale[5],
    theme.color.success,
    theme.color.warning,
    theme.color.danger,
    theme.color.primaryScale[7],
    theme.color.primaryScale[3],
  ],
  axisLine: theme.color.border3,
  axisText: theme.color.text3,
  grid: theme.color.border2,
  surface: theme.color.bg2,
  tooltipBackground: theme.color.bgPopup,
  tooltipText: theme.color.text1,
  tooltipShadow: theme.shadow[2],
} as const;

/** The colour of the `index`-th series (cycles through the palette). */
export function seriesColor(index: number): string {
  const palette = chartColors.series;
  return palette[index % palette.length] ?? theme.color.primary;
}
