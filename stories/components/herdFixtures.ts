/** One animal of the demo herd the Table and DataTable stories list. */
export interface Animal {
  id: string;
  tag: string;
  breed: string;
  barn: string;
  weight: number;
  born: string;
  status: 'healthy' | 'treatment' | 'sick';
}

const breeds = ['Holstein', 'Angus', 'Jersey', 'Simmental', 'Hereford'];
const barns = ['North 1', 'North 2', 'South 1', 'East 3'];
const statuses: Animal['status'][] = ['healthy', 'healthy', 'healthy', 'treatment', 'sick'];

/** A small deterministic PRNG (mulberry32), so every run draws the same herd. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` animals, the same ones for the same seed; ear tags run CN-0001, CN-0002 … in order. */
export function makeHerd(count: number, seed = 7): Animal[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
    return {
      id: `animal-${index + 1}`,
      tag: `CN-${String(index + 1).padStart(4, '0')}`,
      breed: pick(breeds),
      barn: pick(barns),
      weight: 380 + Math.round(next() * 400),
      born: `${2018 + Math.floor(next() * 6)}-${month}-${day}`,
      status: pick(statuses),
    };
  });
}

/** A few named animals with small literal values, for plays that assert on exact cells. */
export const smallHerd: Animal[] = [
  {
    id: 'a1',
    tag: 'CN-0421',
    breed: 'Holstein',
    barn: 'North 2',
    weight: 612,
    born: '2021-03-14',
    status: 'healthy',
  },
  {
    id: 'a2',
    tag: 'CN-0107',
    breed: 'Angus',
    barn: 'South 1',
    weight: 540,
    born: '2020-07-02',
    status: 'treatment',
  },
  {
    id: 'a3',
    tag: 'CN-0388',
    breed: 'Jersey',
    barn: 'North 1',
    weight: 455,
    born: '2022-01-20',
    status: 'healthy',
  },
  {
    id: 'a4',
    tag: 'CN-0512',
    breed: 'Simmental',
    barn: 'East 3',
    weight: 701,
    born: '2019-11-08',
    status: 'sick',
  },
  {
    id: 'a5',
    tag: 'CN-0233',
    breed: 'Hereford',
    barn: 'North 2',
    weight: 588,
    born: '2021-09-30',
    status: 'healthy',
  },
];
