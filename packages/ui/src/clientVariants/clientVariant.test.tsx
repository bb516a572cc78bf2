import { describe, expect, it } from 'vitest';
import { ckClientVariant, createClientVariantRegistry, type ClientVariant } from './clientVariant';

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
