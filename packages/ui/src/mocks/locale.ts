import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale';

/** A text of the mock data in both interface languages: one fixture per fact, whichever language asks. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** A fixture whose texts are given in both languages: every string may be a `LocalizedText` instead. */
export type Bilingual<T> = T extends string
  ? T | LocalizedText
  : T extends readonly (infer Item)[]
    ? readonly Bilingual<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Bilingual<T[Key]> }
      : T;

function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === LOCALES.length &&
    LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string')
  );
}

/** The fixture as one language sees it: every `LocalizedText` replaced by its text in `locale`. */
export function textsIn<T>(value: Bilingual<T>, locale: Locale): T {
  const walk = (node: unknown): unknown => {
    if (isLocalizedText(node)) return node[locale];
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    }
    return node;
  };
  return walk(value) as T;
}

/**
 * The interface language a mocked request asks for: the first `Accept-Language` entry that is English or Chinese
 * (the API client sends the runtime's language; a browser's own list may hold others first). Without one the mocks
 * answer in the default language, zh-CN.
 */
export function mockLocaleOf(request: Request): Locale {
  const header = request.headers.get('Accept-Language') ?? '';
  for (const entry of header.split(',')) {
    const tag = entry.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

// English text of a mocked server's refusal → its Chinese. Filled by `mockMessagesInChinese` as the modules that
// declare the messages load; read by `mockRoute` for every answer.
const chineseMessages = new Map<string, string>();

/**
 * Declares the Chinese of a feature's mocked refusals and returns the English ones, which stay the messages' names
 * (handlers answer with them, tests look for them). A message left out (one the contract fixes in English, such as
 * 'wrong account or password') is answered in English in both languages.
 */
export function mockMessagesInChinese<const Messages extends Readonly<Record<string, string>>>(
  messages: Messages,
  chinese: Partial<Readonly<Record<keyof Messages, string>>>,
): Messages {
  for (const [key, text] of Object.entries(chinese)) {
    const english = messages[key];
    if (english !== undefined && text !== undefined) chineseMessages.set(english, text);
  }
  return messages;
}

/** A mocked server's message in `locale` (the English one when it has no Chinese, or for en-US). */
export function mockMessageIn(message: string, locale: Locale): string {
  return locale === 'zh-CN' ? (chineseMessages.get(message) ?? message) : message;
}

/**
 * The answer with its refusal (`msg` of the debug envelope, `Message` of the real one) in the language the request
 * asks for: the demo's servers speak the interface language (the API client sends it as `Accept-Language`), as a real
 * one may (it is free to ignore it). A request that names no language gets the messages as written, in English.
 */
export async function answerInRequestLanguage(
  response: Response,
  request: Request,
): Promise<Response> {
  if (!request.headers.has('Accept-Language') || chineseMessages.size === 0) return response;
  const locale = mockLocaleOf(request);
  if (locale !== 'zh-CN') return response;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return response;
  const fields = body as Record<string, unknown>;
  let changed = false;
  for (const field of ['msg', 'Message']) {
    const text = fields[field];
    if (typeof text !== 'string') continue;
    const translated = mockMessageIn(text, locale);
    if (translated !== text) {
      fields[field] = translated;
      changed = true;
    }
  }
  if (!changed) return response;
  // The body's length changes with its language: the old Content-Length would leave the client waiting for bytes.
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(fields), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
