import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { PastureI18nContext } from '../i18n/useFeatureTranslation';
import {
  ckClientVariant,
  ClientVariantProvider,
  createClientVariantRegistry,
  useClientVariantTitle,
  type ClientVariant,
} from './clientVariant';

describe('client variant registry', () => {
  const other: ClientVariant = {
    ...ckClientVariant,
    clientType: 'QT',
    clientTypeId: 2,
    clientId: 7,
  };

  it('serves CK with clientTypeId 1 and clientId 1 by default', () => {
    const registry = createClientVariantRegistry();
    expect(registry.get()).toMatchObject({ clientType: 'CK', clientTypeId: 1, clientId: 1 });
  });

  it('lets another client type plug in, and falls back to the first for unknown types', () => {
    const registry = createClientVariantRegistry([ckClientVariant, other]);
    expect(registry.get('QT').clientId).toBe(7);
    expect(registry.get('ZZ').clientType).toBe('CK');
  });

  it('refuses an empty or ambiguous registry', () => {
    expect(() => createClientVariantRegistry([])).toThrow(/at least one/);
    expect(() => createClientVariantRegistry([other, other])).toThrow(/share a clientType/);
  });
});

describe('useClientVariantTitle', () => {
  const titleOf = (variant: ClientVariant, locale: 'zh-CN' | 'en-US') => {
    const i18n = createI18n({ locale });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <PastureI18nContext.Provider value={i18n}>
        <ClientVariantProvider variant={variant}>{children}</ClientVariantProvider>
      </PastureI18nContext.Provider>
    );
    return renderHook(() => useClientVariantTitle(), { wrapper }).result.current;
  };

  it("reads a library key even when nothing else on the page has added that key's texts", () => {
    const other = { ...ckClientVariant, clientType: 'QT', titleKey: 'common.appName' };
    expect(titleOf(other, 'en-US')).toBe('Pasture Console');
    expect(titleOf(other, 'zh-CN')).toBe('牧场管理控制台');
  });

  it('shows a title that is not a key as written', () => {
    expect(titleOf({ ...ckClientVariant, titleKey: 'Herd Book' }, 'en-US')).toBe('Herd Book');
  });
});
