import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n';
import { addLocaleBundles, defineLocaleBundle, useFeatureTranslation } from './localeBundle';

/** A feature bundle of the test's own: i18n sits below every feature and knows none of them. */
const herdLocale = defineLocaleBundle('herd', {
  'zh-CN': { herd: { title: '牛群概览' } },
  'en-US': { herd: { title: 'Herd overview' } },
});
import { coreLocaleBundles } from './resources';

describe('createI18n', () => {
  afterEach(() => localStorage.clear());

  it('defaults to zh-CN and falls back to en-US', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('common.back')).toBe('返回');
    expect(i18n.options.fallbackLng).toEqual(['en-US']);
  });

  it('restores the language saved under "locale" and saves a change', async () => {
    localStorage.setItem('locale', 'en-US');
    const i18n = createI18n();
    expect(i18n.t('common.back')).toBe('Back');
    await i18n.changeLanguage('zh-CN');
    expect(localStorage.getItem('locale')).toBe('zh-CN');
  });

  it('ignores an unknown saved language', () => {
    localStorage.setItem('locale', 'fr-FR');
    expect(createI18n().language).toBe('zh-CN');
  });

  it('reports a missing key', () => {
    const missing: string[] = [];
    const i18n = createI18n({ onMissingKey: (_locale, key) => missing.push(key) });
    i18n.t('common.doesNotExist');
    expect(missing).toContain('common.doesNotExist');
  });

  it('creates independent instances', async () => {
    const a = createI18n({ locale: 'zh-CN', persist: false });
    const b = createI18n({ locale: 'zh-CN', persist: false });
    await a.changeLanguage('en-US');
    expect(a.t('common.back')).toBe('Back');
    expect(b.language).toBe('zh-CN');
    expect(b.t('common.back')).toBe('返回');
  });
});

describe('feature texts', () => {
  it('are not part of a new instance: only the core bundles are', () => {
    const i18n = createI18n({ locale: 'en-US', persist: false });
    for (const bundle of coreLocaleBundles) {
      for (const key of Object.keys(bundle['en-US'])) expect(i18n.exists(key), key).toBe(true);
    }
    expect(i18n.exists('workplace.popular.title')).toBe(false);
    expect(i18n.exists('user.setting.title')).toBe(false);
  });

  it('join an instance once, in both languages, when a feature first renders', async () => {
    const i18n = createI18n({ locale: 'zh-CN', persist: false });
    const other = createI18n({ locale: 'zh-CN', persist: false });
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
    // The rendered title re-renders on the switch: inside act, as a user's click would be.
    await act(() => i18n.changeLanguage('en-US'));
    expect(await screen.findByRole('heading', { name: 'Herd overview' })).toBeInTheDocument();
    // Another instance (another runtime) is untouched.
    expect(other.exists('herd.title')).toBe(false);
  });

  it('are added once however often they are asked for', () => {
    const i18n = createI18n({ persist: false });
    const spy = vi.spyOn(i18n, 'addResourceBundle');
    addLocaleBundles(i18n, [herdLocale]);
    addLocaleBundles(i18n, [herdLocale, herdLocale]);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
