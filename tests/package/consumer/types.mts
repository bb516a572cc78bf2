// Type-checked in the scratch consumer with `module: nodenext` against the .d.ts files in the tarball: the types
// must resolve without the workspace's path aliases, and must be precise (the @ts-expect-error lines fail if any
// export degrades to `any`).
import { createElement } from 'react';
import type { Control } from 'react-hook-form';
import {
  createI18n,
  defineLocaleBundle,
  type FormFieldProps,
  getFeatureTranslation,
  PastureThemeProvider,
  theme,
  type Locale,
  type PastureThemeProviderProps,
} from '@pasture/ui';
import { setMockBaseUrl, setMockDelay, type MockDelayMode } from '@pasture/ui/mocks';
import { server } from '@pasture/ui/mocks/node';
import { PastureProvider } from '@pasture/ui';
import { SearchTableScreen } from '@pasture/ui/screens/search-table';
import { LoginScreen, type LoginScreenProps } from '@pasture/ui/screens/login';
import { createTestRuntime, PastureTestProvider, searchTablePolicies } from '@pasture/ui/testing';

const locale: Locale = 'en-US';
// A host's own bundle: getFeatureTranslation's `t` takes only its keys.
const greetings = defineLocaleBundle('greetings', {
  'en-US': { greetings: { hello: 'Hello' } },
  'zh-CN': { greetings: { hello: '你好' } },
});
const { t } = getFeatureTranslation(createI18n({ locale }), greetings);
export const hello: string = t('greetings.hello');
export const primary: string = theme.color.primary;
const props: PastureThemeProviderProps = { mode: 'dark', colorWeak: false };
export const element = createElement(PastureThemeProvider, props);
const delayMode: MockDelayMode = 'demo';
setMockDelay(delayMode);
export const listen: () => void = () => server.listen();
setMockBaseUrl('https://api.example.test');

// Each entry's declarations are rolled up on their own: a runtime from /testing is the runtime the root's provider
// takes, and a screen of a subpath renders inside it.
export const provided = createElement(
  PastureProvider,
  { runtime: createTestRuntime({ locale: 'en-US' }) },
  createElement(SearchTableScreen),
);
const onLoggedIn: LoginScreenProps['onLoggedIn'] = ({ role }) => void role;
export const tested = createElement(
  PastureTestProvider,
  { initialPath: '/login' },
  createElement(LoginScreen, { onLoggedIn }),
);
export const firstSetNumber: string | undefined = searchTablePolicies[0]?.number;

// The host's own react-hook-form (a peer): its form's control goes into FormField, the name checked against its values.
interface HerdValues {
  name: string;
  head: number;
}
declare const herd: Control<HerdValues>;
export const nameField: FormFieldProps<HerdValues, 'name'> = {
  control: herd,
  name: 'name',
  label: 'Herd name',
  children: ({ field }) => field.value.toUpperCase(),
};
export const headField: FormFieldProps<HerdValues, 'head'> = {
  control: herd,
  name: 'head',
  label: 'Head',
  // @ts-expect-error the field's value is the form's type (a number here)
  children: ({ field }) => field.value.toUpperCase(),
};

// @ts-expect-error a key of no bundle given to getFeatureTranslation
export const wrongKey: string = t('greetings.hallo');
// @ts-expect-error 'fr-FR' is not a supported locale
export const wrongLocale: Locale = 'fr-FR';
// @ts-expect-error the theme is light or dark
export const wrongMode: PastureThemeProviderProps = { mode: 'blue' };
// @ts-expect-error the delay is 'demo', 'none' or a number
setMockDelay('slow');
// @ts-expect-error onLoggedIn is required
export const noCallback = createElement(LoginScreen, {});
// @ts-expect-error 'breed' is not a field of the form
export const wrongField: FormFieldProps<HerdValues, 'breed'> = {
  control: herd,
  name: 'breed',
  label: 'Breed',
  children: () => null,
};
