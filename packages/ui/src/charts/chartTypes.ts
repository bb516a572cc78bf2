/** Shapes shared by the charts of the kit. */

/** One series of a cartesian or radar chart: one value per category, in category order. */
export interface ChartSeries {
  /** Stable id (legend toggles and React keys use it). */
  key: string;
  /** Shown in the legend, the tooltip, the summary and the data table's column header. */
  name: string;
  /** One value per category; a missing value is left out of the drawing and blank in the table. */
  values: readonly number[];
  /** Any CSS colour, best a theme variable; default the kit's palette by position (`seriesColor`). */
  color?: string;
}

/** A series with its colour resolved (given, or the palette's by position): what the drawing and legend use. */
export interface ColoredSeries extends ChartSeries {
  color: string;
}

/** What a legend toggle reports: the keys hidden after the change. */
export interface HiddenKeysChangeEvent {
  /** Keys of the series (or slices) hidden after the toggle; empty when every one shows. */
  hiddenKeys: readonly string[];
}

/** The legend toggles of a chart: which series (or slices) are hidden, controlled or not. */
export interface ChartToggleProps {
  /** Keys of the series hidden from the drawing (controlled; pass with `onHiddenKeysChange`). */
  hiddenKeys?: readonly string[];
  /** Keys hidden at first when uncontrolled. */
  defaultHiddenKeys?: readonly string[];
  /** Called when a legend entry is toggled. The data table keeps every series whatever is hidden. */
  onHiddenKeysChange?: (event: HiddenKeysChangeEvent) => void;
}

/** Where the legend goes: above the plot (right-aligned), below it (centred), beside it, or nowhere. */
export type ChartLegendPosition = 'top' | 'bottom' | 'right' | 'none';

/** `default`: axes, grid and legend. `sparkline`: the marks alone, for a small chart inside a statistic card. */
export type ChartVariant = 'default' | 'sparkline';
