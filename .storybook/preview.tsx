import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createI18n,
  isLocale,
  PastureThemeProvider,
  type Locale,
  type ThemeMode,
} from '@pasture/ui';
import { handlersByFeature, setMockDelay } from '@pasture/ui/mocks';
import { startStorybookWorker } from './msw';

// Stories answer at once; demo mode uses the spec's 600–1000 ms.
setMockDelay('none');

function StoryProviders({
  locale,
  mode,
  children,
}: {
  locale: Locale;
  mode: ThemeMode;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n({ locale, persist: false }), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <PastureThemeProvider mode={mode}>{children}</PastureThemeProvider>
    </I18nextProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders
    locale={isLocale(context.globals.locale) ? context.globals.locale : 'zh-CN'}
    mode={context.globals.theme === 'dark' ? 'dark' : 'light'}
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader(startStorybookWorker)],
  initialGlobals: { theme: 'light', locale: 'zh-CN' },
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    msw: { handlers: handlersByFeature },
  },
  tags: ['autodocs'],
};

export default preview;
