export { theme, lightPalette, darkPalette, paletteFor } from './tokens';
export type { PastureTheme } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { PastureThemeProvider, applyBodyTheme } from './PastureThemeProvider';
export type { PastureThemeProviderProps } from './PastureThemeProvider';
