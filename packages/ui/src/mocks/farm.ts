import { demoFarms } from './auth/auth.fixtures';
import { sessionOf } from './auth/mockSession';

/**
 * Farms in the demo's mocked servers: every farm-scoped answer belongs to the farm of the request's session. The
 * home farm (the fixtures' first) answers the fixtures as written, so the stories, tests and screenshots that assert
 * on their literals stay as they are; every other farm answers its own figures, seeded from its id, so switching farm
 * visibly changes every farm-scoped page and a farm always shows the same data.
 */

/** The demo's first farm, where every demo account's session starts: its answers are the fixtures' literals. */
export const HOME_FARM_ID = demoFarms[0]?.FarmId ?? 1001;

/** The farm whose data a request asks for: the session's, or `null` (the home farm's data) without a session. */
export function requestFarmId(request: Request): number | null {
  return sessionOf(request)?.farmId ?? null;
}

/** The seed of the request's farm, or `null` for the home farm (and no session), whose fixtures stay as written. */
export function farmSeedOf(request: Request): number | null {
  const farmId = requestFarmId(request);
  return farmId === null || farmId === HOME_FARM_ID ? null : farmId;
}

/** mulberry32: a tiny seeded PRNG (the same as the fixtures'), so a farm's figures look random but never change. */
export function farmRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Options of `farmFigures`. */
export interface FarmFiguresOptions {
  /** Keys whose numbers are not figures (a ranking, an id) and stay as they are. */
  keep?: readonly string[];
  /** The largest a figure may become (a share in percent: 100). */
  max?: number;
}

/**
 * A farm's version of a fixture: every number in it (at any depth) scaled by the farm's own factor (0.4–1.4) with a
 * little jitter per figure, so totals, series and their shapes differ from farm to farm; texts, dates and the keys in
 * `keep` stay. Whole numbers stay whole, others keep two decimals; the sign of a growth may flip.
 */
export function farmFigures<T>(fixture: T, seed: number, options: FarmFiguresOptions = {}): T {
  const random = farmRandom(seed);
  const factor = 0.4 + random();
  const keep = new Set(options.keep ?? []);
  const figure = (value: number): number => {
    const next = value * factor * (0.85 + random() * 0.3);
    const rounded = Number.isInteger(value) ? Math.round(next) : Math.round(next * 100) / 100;
    const signed = !Number.isInteger(value) && random() < 0.3 ? -rounded : rounded;
    return options.max === undefined ? signed : Math.min(options.max, signed);
  };
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'number')
      return key !== undefined && keep.has(key) ? value : figure(value);
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([entryKey, entry]) => [entryKey, walk(entry, entryKey)]),
      );
    }
    return value;
  };
  return walk(fixture) as T;
}
