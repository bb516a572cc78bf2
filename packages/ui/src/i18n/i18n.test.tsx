import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLocaleBundles } from './addLocaleBundles';
import { createI18n } from './createI18n';
import { resolveLocale } from './locale';
import { defineLocaleBundle, PASTURE_NAMESPACE } from './localeBundle';
import { getFeatureTranslation } from './translation';
import { useFeatureTranslation } from './useFeatureTranslation';

/** A feature bundle of the test's own: i18n sits below every feature and knows none of them. */
const herdLocale = defineLocaleBundle('herd', {
  'zh-CN': { herd: { title: '牛群概览', head_one: '{{count}} 头', head_other: '{{count}} 头' } },
  'en-US': {
    herd: { title: 'Herd overview', head_one: '{{count}} head', head_other: '{{count}} heads' },
  },
});

describe('createI18n', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
  });

  it('defaults to zh-CN, reads the library namespace by default and changes nothing global', async () => {
    document.documentElement.lang = 'x-host';
    const i18n = createI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.options.defaultNS).toBe(PASTURE_NAMESPACE);
    addLocaleBundles(i18n, [herdLocale]);
    expect(i18n.t('herd.title')).toBe('牛群概览');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('herd.title')).toBe('Herd overview');
    expect(document.documentElement.lang).toBe('x-host');
    expect(localStorage.getItem('locale')).toBeNull();
  });

  it('restores and saves the language under "locale", and sets <html lang>, only when asked', async () => {
    localStorage.setItem('locale', 'en-US');
    const i18n = createI18n({ persist: true, documentLanguage: true });
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    await i18n.changeLanguage('zh-CN');
    expect(localStorage.getItem('locale')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('ignores an unknown saved language', () => {
    localStorage.setItem('locale', 'fr-FR');
    expect(createI18n({ persist: true }).language).toBe('zh-CN');
  });

  it('creates independent instances', async () => {
    const a = createI18n({ locale: 'zh-CN' });
    const b = createI18n({ locale: 'zh-CN' });
    const textOfA = getFeatureTranslation(a, herdLocale).t;
    await a.changeLanguage('en-US');
    expect(textOfA('herd.title')).toBe('Herd overview');
    expect(b.language).toBe('zh-CN');
    expect(b.exists('herd.title')).toBe(false);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN_au', 'en-US'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hant-TW', 'zh-CN'],
    ['de-DE', 'en-US'],
    ['cimode', 'en-US'],
    [undefined, 'en-US'],
  ])('%s → %s', (language, locale) => {
    expect(resolveLocale(language)).toBe(locale);
  });
});

describe('feature texts', () => {
  it('join an instance once, in both languages and in the library namespace, when a feature first renders', async () => {
    const i18n = createI18n({ locale: 'zh-CN' });
    const other = createI18n({ locale: 'zh-CN' });
    function Title() {
      const { t } = useFeatureTranslation(herdLocale);
      return <h1>{t('herd.title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('牛群概览');
    expect(i18n.getResource('en-US', PASTURE_NAMESPACE, 'herd.title')).toBe('Herd overview');
    // The rendered title re-renders on the switch: inside act, as a user's click would be.
    await act(() => i18n.changeLanguage('en-US'));
    expect(await screen.findByRole('heading', { name: 'Herd overview' })).toBeInTheDocument();
    // Another instance (another runtime) is untouched.
    expect(other.getResource('en-US', PASTURE_NAMESPACE, 'herd.title')).toBeUndefined();
  });

  it('are added once however often they are asked for', () => {
    const i18n = createI18n();
    const spy = vi.spyOn(i18n, 'addResourceBundle');
    addLocaleBundles(i18n, [herdLocale]);
    addLocaleBundles(i18n, [herdLocale, herdLocale]);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('pick the plural form for a count, in each language', async () => {
    const i18n = createI18n({ locale: 'en-US' });
    const { t } = getFeatureTranslation(i18n, herdLocale);
    expect(t('herd.head', { count: 1 })).toBe('1 head');
    expect(t('herd.head', { count: 3 })).toBe('3 heads');
    await i18n.changeLanguage('zh-CN');
    expect(t('herd.head', { count: 3 })).toBe('3 头');
  });

  it('yield to a text the host overrides, before or after the library added its own', async () => {
    const i18n = createI18n({ locale: 'en-US' });
    i18n.addResourceBundle('en-US', PASTURE_NAMESPACE, { herd: { title: 'Our herd' } }, true, true);
    function Title() {
      const { t } = useFeatureTranslation(herdLocale);
      return <h1>{t('herd.title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Our herd');
    act(() => {
      i18n.addResourceBundle('en-US', PASTURE_NAMESPACE, { herd: { title: 'Cattle' } }, true, true);
    });
    expect(await screen.findByRole('heading', { name: 'Cattle' })).toBeInTheDocument();
  });

  it('warn once in development for a missing key, and show the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { t } = getFeatureTranslation(createI18n({ locale: 'en-US' }), herdLocale);
    const missing = 'herd.gone' as 'herd.title';
    expect(t(missing)).toBe('herd.gone');
    expect(t(missing)).toBe('herd.gone');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[@pasture\/ui\] Missing text "herd\.gone"/);
  });

  it('warn once in development for a bundle that cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = { feature: 'brokenHerd', 'zh-CN': {}, 'en-US': 'not texts' } as never;
    addLocaleBundles(createI18n(), [broken]);
    addLocaleBundles(createI18n(), [broken]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[@pasture\/ui\] The en-US texts of "brokenHerd"/);
  });

  it('are typed per bundle: a key of no listed bundle fails tsc', () => {
    const { t, textOrKey } = getFeatureTranslation(createI18n({ locale: 'en-US' }), herdLocale);
    expect(t('herd.title')).toBe('Herd overview');
    // Compiled, never run: each line below is a type error `tsc` must report.
    const typeErrors = () => [
      // @ts-expect-error -- a misspelt key
      t('herd.titel'),
      // @ts-expect-error -- a key of another bundle
      t('components.ok'),
      // @ts-expect-error -- a plural form is read by its base key and a count
      t('herd.head_one'),
    ];
    expect(typeErrors).toBeTypeOf('function');
    // A key from data is checked at run time instead: its text when it is one, else the string as it came.
    const fromServer: string = 'herd.title';
    expect(textOrKey(fromServer)).toBe('Herd overview');
    expect(textOrKey('herd.head', { count: 3 })).toBe('3 heads');
    expect(textOrKey('Already words')).toBe('Already words');
  });
});
