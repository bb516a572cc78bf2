// The interface texts, read from the same locale files the app bundles, so the tests find elements by the
// names users see without copying any wording.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Messages = { [key: string]: string | Messages };
export type Locale = 'zh-CN' | 'en-US';

const librarySource = fileURLToPath(new URL('../../../packages/ui/src/', import.meta.url));

/** Every locale file of the library: each feature keeps its texts in its own `locales/` folder. */
function localeFiles(locale: Locale): string[] {
  return readdirSync(librarySource, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        path.basename(path.dirname(file)).startsWith('locales') &&
        path.basename(file) === `${locale}.json`,
    )
    .sort();
}

function load(locale: Locale): Messages {
  return Object.assign(
    {},
    ...localeFiles(locale).map(
      (file) => JSON.parse(readFileSync(path.join(librarySource, file), 'utf8')) as Messages,
    ),
  ) as Messages;
}

const messages: Record<Locale, Messages> = { 'zh-CN': load('zh-CN'), 'en-US': load('en-US') };

/** Like i18next's lookup: nested objects, where a key may itself contain dots (`menu` → `dashboard.workplace`). */
function find(node: Messages | string | undefined, parts: readonly string[]): string | undefined {
  if (parts.length === 0) return typeof node === 'string' ? node : undefined;
  if (node === undefined || typeof node === 'string') return undefined;
  for (let take = parts.length; take >= 1; take -= 1) {
    const found = find(node[parts.slice(0, take).join('.')], parts.slice(take));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The text of `key` in `locale`, with `{{name}}` placeholders filled; throws for a missing key. */
export function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const template = find(messages[locale], key.split('.'));
  if (template === undefined) throw new Error(`No ${locale} text for "${key}".`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
