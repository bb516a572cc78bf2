import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Locale } from '../../i18n';
import { PastureThemeProvider } from '../../theme';

/** Renders a primitive the way the app does: theme tokens plus an isolated i18n instance (en-US by default). */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en-US', ...options }: RenderOptions & { locale?: Locale } = {},
) {
  const i18n = createI18n({ locale, persist: false });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <PastureThemeProvider>{children}</PastureThemeProvider>
      </I18nextProvider>
    );
  }
  return { i18n, ...render(ui, { wrapper: Providers, ...options }) };
}
