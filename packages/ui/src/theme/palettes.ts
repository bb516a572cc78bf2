import type { ThemeMode } from '../constants';

/**
 * The values of the theme's CSS custom properties, light and dark (`GlobalStyle` writes them on <body>). Text
 * colours are chosen to meet WCAG AA (4.5:1) on the surfaces they sit on; fills keep the brand values of contract §9.
 * A module of their own: both palettes are built by calls at module level, which a bundler must keep, and every
 * styled component needs only `theme` (ADR 022).
 */
type Palette = Record<string, string>;

const primaryLight = [
  '#E8F3FF',
  '#BEDAFF',
  '#94BFFF',
  '#6AA1FF',
  '#4080FF',
  '#165DFF',
  '#0E42D2',
  '#072CA6',
  '#031A79',
  '#000D4D',
];
const primaryDark = [
  '#000D4D',
  '#041B79',
  '#0E32A6',
  '#1D4DD2',
  '#306FFF',
  '#3C7EFF',
  '#689FFF',
  '#93BEFF',
  '#BEDAFF',
  '#EAF4FF',
];

function scale(name: string, values: readonly string[]): Palette {
  return Object.fromEntries(values.map((value, index) => [`--pc-${name}-${index + 1}`, value]));
}

export const lightPalette: Palette = {
  ...scale('primary', primaryLight),
  '--pc-primary': '#165DFF',
  '--pc-primary-hover': '#4080FF',
  '--pc-primary-active': '#0E42D2',
  '--pc-primary-text': '#1455E8',
  '--pc-primary-bg': '#E8F3FF',
  '--pc-primary-disabled': '#94BFFF',
  '--pc-on-primary': '#FFFFFF',
  '--pc-success': '#00B42A',
  '--pc-success-text': '#00801E',
  '--pc-success-bg': '#E8FFEA',
  '--pc-warning': '#FF7D00',
  '--pc-warning-text': '#A35200',
  '--pc-warning-bg': '#FFF7E8',
  '--pc-danger': '#F53F3F',
  '--pc-danger-strong': '#CB2634',
  '--pc-danger-text': '#C42630',
  '--pc-danger-bg': '#FFECE8',
  '--pc-text-1': '#1D2129',
  '--pc-text-2': '#4E5969',
  '--pc-text-3': '#606A78',
  '--pc-text-4': '#86909C',
  '--pc-bg-body': '#F2F3F5',
  '--pc-bg-1': '#FFFFFF',
  '--pc-bg-2': '#FFFFFF',
  '--pc-bg-popup': '#FFFFFF',
  '--pc-fill-1': '#F7F8FA',
  '--pc-fill-2': '#F2F3F5',
  '--pc-fill-3': '#E5E6EB',
  '--pc-border-1': '#F2F3F5',
  '--pc-border-2': '#E5E6EB',
  '--pc-border-3': '#C9CDD4',
  '--pc-mask': 'rgba(29, 33, 41, 0.6)',
  '--pc-shadow-1': '0 2px 5px rgba(0, 0, 0, 0.08)',
  '--pc-shadow-2': '0 4px 10px rgba(0, 0, 0, 0.1)',
  '--pc-shadow-3': '0 8px 20px rgba(0, 0, 0, 0.12)',
  '--pc-focus-ring': '0 0 0 2px #BEDAFF',
};

export const darkPalette: Palette = {
  ...scale('primary', primaryDark),
  '--pc-primary': '#1D5CF0',
  '--pc-primary-hover': '#306FFF',
  '--pc-primary-active': '#0E42D2',
  '--pc-primary-text': '#7EAEFF',
  '--pc-primary-bg': 'rgba(60, 126, 255, 0.16)',
  '--pc-primary-disabled': '#0E32A6',
  '--pc-on-primary': '#FFFFFF',
  '--pc-success': '#27C346',
  '--pc-success-text': '#4DD068',
  '--pc-success-bg': 'rgba(39, 195, 70, 0.15)',
  '--pc-warning': '#FF9626',
  '--pc-warning-text': '#FFA94D',
  '--pc-warning-bg': 'rgba(255, 150, 38, 0.15)',
  '--pc-danger': '#F76965',
  '--pc-danger-strong': '#C7302D',
  '--pc-danger-text': '#FF8A85',
  '--pc-danger-bg': 'rgba(247, 105, 101, 0.15)',
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
  '--pc-focus-ring': '0 0 0 2px #0E32A6',
};

export function paletteFor(mode: ThemeMode): Palette {
  return mode === 'dark' ? darkPalette : lightPalette;
}
