import { describe, expect, it } from 'vitest';
import { readColumnPreferences } from './useColumnPreferences';

const ids = ['number', 'name', 'count'];

describe('the saved column preferences', () => {
  it('come back as saved', () => {
    const saved = {
      visibility: { name: false },
      order: ['count', 'number', 'name'],
      density: 'compact',
    };
    expect(readColumnPreferences(JSON.stringify(saved), ids)).toEqual(saved);
  });

  it('fall back field by field when damaged or from another version of the table', () => {
    expect(readColumnPreferences(null, ids)).toEqual({
      visibility: {},
      order: null,
      density: 'default',
    });
    expect(readColumnPreferences('{not json', ids).density).toBe('default');
    expect(
      readColumnPreferences(
        JSON.stringify({
          visibility: { name: false, gone: false, count: 'yes' },
          order: ['number', 'name'],
          density: 'huge',
        }),
        ids,
      ),
    ).toEqual({ visibility: { name: false }, order: null, density: 'default' });
  });
});
