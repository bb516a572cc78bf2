import {
  createI18n,
  getFeatureTranslation,
  isLocale,
  resolveLocale,
  type BundleKeys,
  type Locale,
  type TextValues,
} from '@pasture/ui';
import {
  clientVariantLocale,
  commonLocale,
  dataAnalysisLocale,
  menuLocale,
  multiDimensionAnalysisLocale,
  settingsLocale,
  shellLocale,
  workplaceLocale,
} from '@pasture/ui/internal';
import { mockMessageIn } from '@pasture/ui/mocks';
// The other bundles are not exported by any entry: read from the library's source, as the unit tests do.
import { apiLocale } from '../../packages/ui/src/api/locales';
import { loginLocale } from '../../packages/ui/src/auth/locales';
import { chartsLocale } from '../../packages/ui/src/charts/locales';
import { componentsLocale } from '../../packages/ui/src/components/locales';
import { dataComponentsLocale } from '../../packages/ui/src/components/locales-data';
import { monitorLocale } from '../../packages/ui/src/screens/dashboard/monitor/locales';
import { exceptionLocale } from '../../packages/ui/src/screens/exception/locales';
import { groupFormLocale } from '../../packages/ui/src/screens/form/group-form/locales';
import { stepFormLocale } from '../../packages/ui/src/screens/form/step-form/locales';
import { cardListLocale } from '../../packages/ui/src/screens/list/card-list/locales';
import { searchTableLocale } from '../../packages/ui/src/screens/list/search-table/locales';
import { productLocale } from '../../packages/ui/src/screens/product/locales';
import { basicProfileLocale } from '../../packages/ui/src/screens/profile/basic/locales';
import { resultLocale } from '../../packages/ui/src/screens/result/locales';
import { userLocale } from '../../packages/ui/src/screens/user/locales';
import { messageBoxLocale } from '../../packages/ui/src/shell/MessageBox/locales';
import { navbarLocale } from '../../packages/ui/src/shell/Navbar/locales';
import { tabBarLocale } from '../../packages/ui/src/shell/TabBar/locales';

/**
 * The locale bundles the stories read their texts from: every text a play function looks for or a story label
 * shows comes from here, in the story's language, never as a literal (issue 19 item 6) — so a play passes in
 * either toolbar language and the test-runner runs it in both.
 */
const bundles = [
  commonLocale,
  componentsLocale,
  dataComponentsLocale,
  apiLocale,
  loginLocale,
  menuLocale,
  clientVariantLocale,
  shellLocale,
  navbarLocale,
  tabBarLocale,
  messageBoxLocale,
  settingsLocale,
  chartsLocale,
  exceptionLocale,
  resultLocale,
  productLocale,
  userLocale,
  basicProfileLocale,
  groupFormLocale,
  stepFormLocale,
  workplaceLocale,
  monitorLocale,
  dataAnalysisLocale,
  multiDimensionAnalysisLocale,
  searchTableLocale,
  cardListLocale,
] as const;

export type StoryTextKey = BundleKeys<typeof bundles>;

/** The story's own i18n instance, registered by the preview's providers when they create the story's runtime. */
let storyI18n: { language?: string } | undefined;

/** Called by .storybook/preview.tsx with each runtime it creates: the texts follow that instance's language. */
export function registerStoryI18n(i18n: { language?: string }) {
  storyI18n = i18n;
}

/** The story's language now: its instance's (a story may switch it itself), else the default. */
export function storyLocale(): Locale {
  return resolveLocale(storyI18n?.language ?? 'zh-CN');
}

// A reader of its own per language, so the story's instance gets no texts beyond those its components add.
const readers = new Map<Locale, ReturnType<typeof getFeatureTranslation<typeof bundles>>>();
function reader(locale: Locale) {
  let found = readers.get(locale);
  if (!found) {
    found = getFeatureTranslation(createI18n({ locale }), ...bundles);
    readers.set(locale, found);
  }
  return found;
}

/** A library text in the story's current language, as the user sees it (`text('navbar.switchFarm')`). */
export function text(key: StoryTextKey, values?: TextValues): string {
  return reader(storyLocale()).t(key, values);
}

/** A library text in a given language (a story that switches the language itself). */
export function textIn(locale: Locale | string, key: StoryTextKey, values?: TextValues): string {
  return reader(isLocale(locale) ? locale : resolveLocale(locale)).t(key, values);
}

/** A text as a literal part of a RegExp. */
export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching a text anywhere in a name (what `/保存/` did for one language). */
export function textPattern(key: StoryTextKey, values?: TextValues): RegExp {
  return new RegExp(escapeRegExp(text(key, values)));
}

/** A pattern matching exactly the text (an accessible name that must be the whole text). */
export function exactTextPattern(key: StoryTextKey, values?: TextValues): RegExp {
  return new RegExp(`^${escapeRegExp(text(key, values))}$`);
}

/** What a step of `<Steps>` reads as: its title, its status in words (hidden), its description. */
export function stepText(
  title: string,
  status: 'wait' | 'process' | 'finish' | 'error',
  description = '',
): string {
  return `${title} (${text(`components.steps.${status}`)})${description}`;
}

/** A pattern for the fixed start of a text with values (`/正在导出/` for 'Exporting: {{done}} of {{total}} rows'). */
export function textStartPattern(key: StoryTextKey): RegExp {
  const marker = '\u0000';
  const filled = text(key, new Proxy({}, { get: () => marker }) as TextValues);
  return new RegExp(`^${escapeRegExp(filled.split(marker)[0] ?? '')}`);
}

/** A number as the story's language writes it (`12,345`), as the library formats it for the interface. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(storyLocale()).format(value);
}

/** A pattern for a text whose values are partly unknown: the given ones literal, every other one `.+?`. */
export function textWith(key: StoryTextKey, values: TextValues = {}): RegExp {
  const marker = '\u0000';
  const filled = text(
    key,
    new Proxy(values, {
      // A missing count reads the `other` form (a plural rule of NaN), with the marker in it.
      get: (given, name) => (typeof name === 'string' && name in given ? given[name] : marker),
    }) as TextValues,
  );
  return new RegExp(filled.split(marker).map(escapeRegExp).join('.+?'));
}

/**
 * A mocked server's message (`CARD_LIST_MOCK_MESSAGES.ruleLocked`) as the story's requests get it: the mocks answer in
 * the interface language the API client sends (`Accept-Language`).
 */
export function serverText(message: string): string {
  return mockMessageIn(message, storyLocale());
}
