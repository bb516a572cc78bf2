export { theme, DEFAULT_FONT_FAMILY, DEFAULT_RADIUS } from './tokens';
export type { PastureTheme } from './tokens';
export { lightPalette, darkPalette, paletteFor, derivePalette } from './palettes';
export type { Palette } from './palettes';
export { createPastureTheme } from './createPastureTheme';
export type { PastureThemeDefinition, PastureThemeOptions } from './createPastureTheme';
export { PastureThemeProvider, usePastureTheme } from './PastureThemeProvider';
export type {
  ColorMode,
  PastureStyledTheme,
  PastureThemeProviderProps,
  PastureThemeState,
} from './PastureThemeProvider';
export { usePortalContainer } from './PortalContainer';
