import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it.each([
    '/list/card?tab=rules',
    'https://farm.example/doc',
    'http://a.b',
    'mailto:x@y.z',
    '#top',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('drops %j', (href) => expect(safeHref(href)).toBeUndefined());
});
