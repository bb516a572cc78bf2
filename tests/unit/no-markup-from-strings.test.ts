// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules of eslint.config.js that keep strings from becoming markup or code in the app (ADR 020), checked against
 * deliberately wrong code: if a rule is dropped or its selector stops matching, these fail.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

// ESLint's first run loads the config and its plugins: ≈ 1 s on an idle machine, 10–13 s on two busy cores. Done once
// here, with room, so each case below is judged by its own work under the default timeout.
beforeAll(async () => {
  await eslint.lintText('export {};\n', {
    filePath: path.join(root, 'packages/ui/src/components/Button/Warm.tsx'),
  });
}, 120_000);

async function rulesHit(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

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
