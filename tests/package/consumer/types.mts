// Type-checked in the scratch consumer with `module: nodenext` against the .d.ts files in the tarball: the types
// must resolve without the workspace's path aliases, and must be precise (the @ts-expect-error lines fail if any
// export degrades to `any`).
import { createElement } from 'react';
import {
  commonLocale,
  createI18n,
  getFeatureTranslation,
  HTTP_TIMEOUT_MS,
  PastureThemeProvider,
  theme,
  type Locale,
  type PastureThemeProviderProps,
} from '@pasture/ui';
import { setMockDelay, type MockDelayMode } from '@pasture/ui/mocks';
import { server } from '@pasture/ui/mocks/node';

const locale: Locale = 'en-US';
const { t } = getFeatureTranslation(createI18n({ locale }), commonLocale);
export const back: string = t('common.back');
export const timeout: 300000 = HTTP_TIMEOUT_MS;
export const primary: string = theme.color.primary;
const props: PastureThemeProviderProps = { mode: 'dark', colorWeak: false };
export const element = createElement(PastureThemeProvider, props);
const delayMode: MockDelayMode = 'demo';
setMockDelay(delayMode);
export const listen: () => void = () => server.listen();

// @ts-expect-error a key of no bundle given to getFeatureTranslation
export const wrongKey: string = t('common.bak');
// @ts-expect-error 'fr-FR' is not a supported locale
export const wrongLocale: Locale = 'fr-FR';
// @ts-expect-error the theme is light or dark
export const wrongMode: PastureThemeProviderProps = { mode: 'blue' };
// @ts-expect-error the delay is 'demo', 'none' or a number
setMockDelay('slow');
