import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { ThemeMode } from '../constants';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './tokens';

export interface PastureThemeProviderProps {
  /** Light or dark; written to `<body data-theme>` so portals follow (contract §4). */
  mode?: ThemeMode;
  /** Colour-weak mode: an 80 % inversion filter on the page (contract §4). */
  colorWeak?: boolean;
  /** Mount the global reset and CSS variables. Turn off when the host app already mounts `GlobalStyle`. */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

/** Writes the theme and colour-weak attributes to `<body>`; safe to call outside a browser. */
export function applyBodyTheme({ mode, colorWeak }: { mode: ThemeMode; colorWeak: boolean }): void {
  if (typeof document === 'undefined') return;
  document.body.setAttribute('data-theme', mode);
  document.body.setAttribute('data-color-weak', String(colorWeak));
}

/** Theme tokens, global style and the body attributes for light/dark and colour-weak. */
export function PastureThemeProvider({
  mode = 'light',
  colorWeak = false,
  withGlobalStyle = true,
  children,
}: PastureThemeProviderProps) {
  useLayoutEffect(() => {
    applyBodyTheme({ mode, colorWeak });
  }, [mode, colorWeak]);
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
