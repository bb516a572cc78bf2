// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rulesHit, warmUpEslint } from './support/eslintRules';

/**
 * The rules of eslint.config.js that keep strings from becoming markup or code in the app (ADR 020), checked against
 * deliberately wrong code: if a rule is dropped or its selector stops matching, these fail.
 */
warmUpEslint();

const screen = 'packages/ui/src/screens/user/Wrong.tsx';

describe('no markup or code from strings', () => {
  it.each([
    [
      'dangerouslySetInnerHTML in JSX',
      'export const Wrong = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n',
      'no-restricted-syntax',
    ],
    [
      'dangerouslySetInnerHTML in createElement props',
      "import { createElement } from 'react';\nexport const wrong = (html: string) => createElement('div', { dangerouslySetInnerHTML: { __html: html } });\n",
      'no-restricted-syntax',
    ],
    [
      'an innerHTML write',
      'export function wrong(element: HTMLElement, html: string) {\n  element.innerHTML = html;\n}\n',
      'no-restricted-syntax',
    ],
    [
      'an outerHTML append',
      'export function wrong(element: HTMLElement, html: string) {\n  element.outerHTML += html;\n}\n',
      'no-restricted-syntax',
    ],
    [
      'insertAdjacentHTML',
      "export function wrong(element: HTMLElement, html: string) {\n  element.insertAdjacentHTML('beforeend', html);\n}\n",
      'no-restricted-syntax',
    ],
    [
      'document.write',
      'export function wrong(html: string) {\n  document.write(html);\n}\n',
      'no-restricted-syntax',
    ],
    ['eval', 'export const wrong = (code: string): unknown => eval(code);\n', 'no-eval'],
    [
      'new Function',
      "export const wrong = (body: string) => new Function('value', body);\n",
      'no-new-func',
    ],
    [
      'a string setTimeout',
      "export const wrong = (name: string) => setTimeout('run(' + name + ')', 10);\n",
      'no-implied-eval',
    ],
    [
      'a string window.setInterval',
      'export const wrong = () => window.setInterval(`tick()`, 10);\n',
      'no-implied-eval',
    ],
  ])('refuses %s in the library', async (_case, code, rule) => {
    const found = await rulesHit(screen, code);
    expect(
      found.some((problem) => problem.startsWith(`${rule}:`)),
      found.join('\n'),
    ).toBe(true);
  });

  it('applies to the console app too', async () => {
    const found = await rulesHit(
      'packages/console/src/routes/Wrong.tsx',
      'export function wrong(element: HTMLElement, html: string) {\n  element.innerHTML = html;\n}\n',
    );
    expect(found.some((problem) => problem.startsWith('no-restricted-syntax:'))).toBe(true);
  });

  it('lets text, reads of innerHTML and function timers through', async () => {
    const found = await rulesHit(
      'packages/ui/src/screens/user/Fine.tsx',
      'export const Fine = ({ name }: { name: string }) => <p title={name}>{name}</p>;\n' +
        'export const read = (element: HTMLElement): number => element.innerHTML.length;\n' +
        'export const later = (run: () => void) => setTimeout(run, 10);\n',
    );
    expect(found).toEqual([]);
  });
});
