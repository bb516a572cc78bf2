import { getResponse, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { isAnyUnderMockBase } from './baseUrl';

/**
 * The window property a hostile payload sets if it ever runs. An end-to-end test reads it: it must stay unset.
 */
export const HOSTILE_FLAG = '__pastureHostile';

const run = `window.${HOSTILE_FLAG}=1`;

/**
 * What the hostile scenario does to a server string the console renders, in turn: markup that runs script when
 * parsed as HTML, a script end tag, a `javascript:` link, right-to-left override marks with emoji, and a very long
 * unbroken word (contract §3 limits are what the forms accept, not what a server may send).
 */
const POISONS: readonly ((text: string) => string)[] = [
  (text) => `<img src=x onerror="${run}">${text}`,
  (text) => `${text}</script><script>${run}</script>`,
  (text) => `<a href="javascript:${run}">${text}</a>`,
  (text) => `\u202E${text}\u202C \u200F🐄🥛👩‍🌾`,
  (text) => `${text} ${'牧'.repeat(60)}${'W'.repeat(240)}`,
];

/** A link a server may send: what must never become a clickable `javascript:` URL. */
export const HOSTILE_URL = `javascript:${run}`;

// Identifiers, enums, dates, tokens and routes keep their meaning: the scenario tests rendering, not parsing.
const KEPT_KEYS = /^(token|Token|password|pwd|Pwd|role|roles|path|locale|icon|status|type)$/;
const URL_KEYS = /(url|href|link)$/i;
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;

function isText(value: string): boolean {
  // Human text has a space or a non-ASCII character; a bare ASCII word is an identifier or an enum value.
  return (/\s/.test(value) || /[^ -~]/.test(value)) && !DATE_LIKE.test(value);
}

/**
 * The same answer with every human-readable string replaced by a hostile variant and every URL field by a
 * `javascript:` link. Walks the JSON, so one transform covers every feature's fixtures (one fixture per fact).
 */
export function poison(value: unknown, key = '', counter = { next: 0 }): unknown {
  if (typeof value === 'string') {
    if (URL_KEYS.test(key)) return HOSTILE_URL;
    if (KEPT_KEYS.test(key) || !isText(value)) return value;
    const transform = POISONS[counter.next % POISONS.length] ?? ((text: string) => text);
    counter.next += 1;
    return transform(value);
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, key, counter));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([entryKey, entry]) => [
        entryKey,
        poison(entry, entryKey, counter),
      ]),
    );
  }
  return value;
}

/**
 * The `hostile` mock scenario: one handler in front of all others that asks them for their answer and poisons its
 * JSON. `worker.use(hostileHandler(handlers))` in the demo console (localStorage `pasture.mockScenario` =
 * `hostile`), `server.use(...)` in a test.
 */
export function hostileHandler(handlers: readonly RequestHandler[]): RequestHandler {
  return http.all(
    ({ request }) => isAnyUnderMockBase(request.url),
    async ({ request }) => {
      const answer = await getResponse([...handlers], request);
      if (!answer) return undefined;
      if (!answer.headers.get('Content-Type')?.includes('json')) return answer;
      const body: unknown = await answer.json();
      return HttpResponse.json(poison(body) as JsonBodyType, { status: answer.status });
    },
  );
}
