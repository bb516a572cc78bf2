/**
 * Deterministic content sets of the search table's mock server (55 rows). The first rows are literals
 * that stories and tests assert on; the rest, and the 100,000 rows of the `large` scenario, come from a seeded
 * generator, so every run, story and demo shows the same table.
 */

import { MockLimits } from '../../../constants';
import {
  CONTENT_TYPES,
  FILTER_TYPES,
  type PolicyRecord,
  type PolicyStatus,
} from './searchTable.types';

/** mulberry32: a tiny seeded PRNG (the same as the workplace's), so bulk rows look random but never change. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const POLICY_ROW_COUNT = MockLimits.policyRows;
export const LARGE_POLICY_ROW_COUNT = 100_000;

/** The rows stories and tests name: the three newest sets. */
export const literalPolicies: readonly PolicyRecord[] = Object.freeze([
  {
    id: 'policy-0001',
    number: '260001',
    name: '春季牧草专题',
    contentType: 'img',
    filterType: 'artificial',
    count: 1286,
    status: 'online',
    createdTime: '2026-11-20 09:30:00',
  },
  {
    id: 'policy-0002',
    number: '260002',
    name: '犊牛护理视频合集',
    contentType: 'verticalVideo',
    filterType: 'rules',
    count: 342,
    status: 'offline',
    createdTime: '2026-11-19 16:05:12',
  },
  {
    id: 'policy-0003',
    number: '260003',
    name: 'TMR配方精选',
    contentType: 'horizontalVideo',
    filterType: 'artificial',
    count: 57,
    status: 'online',
    createdTime: '2026-11-18 11:42:37',
  },
]);

const topics = [
  '牧草',
  '青贮',
  '奶牛',
  '犊牛',
  '肉牛',
  '羊群',
  '饲料',
  '防疫',
  '繁育',
  '挤奶',
  '草场',
  '兽医',
];
const kinds = ['专题', '合集', '精选', '周报', '课堂', '图鉴', '指南', '案例'];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The newest generated row is a day before the literals; each further row is older by a few hours. */
const NEWEST_MS = Date.UTC(2026, 10, 17, 18, 0, 0);
const HOUR_MS = 3_600_000;

function timeText(ms: number): string {
  const date = new Date(ms);
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/**
 * `count` generated content sets, newest first, after the literal ones. Set numbers are unique six-digit numbers
 * (a step coprime with 900,000 walks them without repeating).
 */
export function buildPolicyRows(count: number, seed = 55): PolicyRecord[] {
  const random = seededRandom(seed);
  const rows: PolicyRecord[] = [];
  let time = NEWEST_MS;
  for (let index = 0; index < count; index += 1) {
    time -= Math.round((1 + random() * 20) * HOUR_MS + random() * 3_599_000);
    const status: PolicyStatus = random() < 0.7 ? 'online' : 'offline';
    rows.push({
      id: `policy-${seed}-${index + 1}`,
      number: String(100_000 + ((index * 104_729 + seed * 7) % 900_000)),
      name: `${topics[Math.floor(random() * topics.length)]}${kinds[Math.floor(random() * kinds.length)]}${pad(Math.floor(random() * 100))}`,
      contentType: CONTENT_TYPES[Math.floor(random() * CONTENT_TYPES.length)] ?? 'img',
      filterType: FILTER_TYPES[Math.floor(random() * FILTER_TYPES.length)] ?? 'artificial',
      count: Math.round(random() ** 2 * 5_000),
      status,
      createdTime: timeText(time),
    });
  }
  return rows;
}

/** The 55 rows of the mock server: three literals, then generated ones. */
export const policyRows: readonly PolicyRecord[] = Object.freeze([
  ...literalPolicies,
  ...buildPolicyRows(POLICY_ROW_COUNT - literalPolicies.length),
]);

const farmRows = new Map<number, readonly PolicyRecord[]>();

/**
 * The 55 rows of a farm's content sets: the rows above for the home farm (`null`), for any other farm 55 rows
 * generated from its id (made on first use, then kept), so each farm lists its own sets.
 */
export function policyRowsOfFarm(seed: number | null): readonly PolicyRecord[] {
  if (seed === null) return policyRows;
  let rows = farmRows.get(seed);
  if (!rows) {
    rows = Object.freeze(buildPolicyRows(POLICY_ROW_COUNT, seed));
    farmRows.set(seed, rows);
  }
  return rows;
}

let largeRows: readonly PolicyRecord[] | null = null;

/** The 100,000 rows of the `large` scenario: generated on first use (about 100 ms), then kept. */
export function largePolicyRows(): readonly PolicyRecord[] {
  largeRows ??= Object.freeze([
    ...literalPolicies,
    ...buildPolicyRows(LARGE_POLICY_ROW_COUNT - literalPolicies.length, 100_000),
  ]);
  return largeRows;
}
