export { theme } from './tokens';
export { lightPalette, darkPalette, paletteFor } from './palettes';
export type { PastureTheme } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { PastureThemeProvider, applyBodyTheme } from './PastureThemeProvider';
export type { PastureThemeProviderProps } from './PastureThemeProvider';
