/**
 * Deterministic data of the multi-dimension analysis mocks (overview 8 points, chart series 12). The
 * figures tests assert on are literals; the series follow smooth waves, so no random source is needed.
 */

import type {
  ChainGrowth,
  ChainQuota,
  ContentSource,
  ContentTypeDistribution,
  DataOverview,
  OverviewMetric,
} from './multiDimensionAnalysis.types';

export const OVERVIEW_LENGTH = 8;
export const CHAIN_LENGTH = 12;

const DAY_MS = 86_400_000;

function days(first: number, length: number): string[] {
  return Array.from({ length }, (_, index) =>
    new Date(first + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A smooth, repeatable wave of `length` values around `base`. */
function wave(base: number, amplitude: number, phase: number, length: number): number[] {
  return Array.from({ length }, (_, index) =>
    Math.round(
      base +
        amplitude * Math.sin(index * 0.85 + phase) +
        (amplitude / 4) * Math.sin(index * 2.1 + phase * 3),
    ),
  );
}

/** The overview's figures: each metric's last day, the numbers the cards show. */
export const overviewFigures: Readonly<Record<OverviewMetric, number>> = {
  contentProduction: 1_902,
  contentClick: 2_445,
  contentExposure: 3_034,
  activeUsers: 1_275,
};

const overviewWaves: Readonly<Record<OverviewMetric, [number, number, number]>> = {
  contentProduction: [2_100, 700, 0.3],
  contentClick: [2_700, 800, 1.3],
  contentExposure: [3_500, 900, 2.2],
  activeUsers: [1_400, 450, 3.1],
};

/**
 * The data overview: eight days per metric, whose last value is the metric's headline count (`count`), so the chart
 * ends where the figure stands.
 */
export const dataOverview: DataOverview = {
  xAxis: days(Date.UTC(2026, 10, 15), OVERVIEW_LENGTH),
  data: (Object.keys(overviewWaves) as OverviewMetric[]).map((name) => {
    const [base, amplitude, phase] = overviewWaves[name];
    const value = wave(base, amplitude, phase, OVERVIEW_LENGTH);
    value[OVERVIEW_LENGTH - 1] = overviewFigures[name];
    return { name, value, count: overviewFigures[name] };
  }),
};

const chainDays = days(Date.UTC(2026, 10, 11), CHAIN_LENGTH);

function chain(
  name: ChainQuota,
  count: number,
  growth: number,
  [base, amplitude, phase]: [number, number, number],
): ChainGrowth {
  return {
    count,
    growth,
    chartData: {
      xAxis: [...chainDays],
      data: { name, value: wave(base, amplitude, phase, CHAIN_LENGTH) },
    },
  };
}

export const chainGrowth: Readonly<Record<ChainQuota, ChainGrowth>> = {
  retentionTrends: chain('retentionTrends', 1_176, -44.65, [60, 25, 0.5]),
  userRetention: chain('userRetention', 1_859, -33.32, [55, 22, 1.9]),
  contentConsumptionTrends: chain('contentConsumptionTrends', 2_482, 58.69, [62, 24, 2.7]),
  contentConsumption: chain('contentConsumption', 1_803, 61.32, [58, 26, 3.6]),
};

/** The content-type radar: per content kind, one value per category axis. */
export const contentTypeDistribution: ContentTypeDistribution = {
  axes: ['international', 'entertainment', 'sports', 'finance', 'technology', 'other'],
  data: [
    { name: 'text', value: [850, 720, 640, 780, 590, 410] },
    { name: 'imageText', value: [640, 880, 760, 520, 700, 560] },
    { name: 'video', value: [980, 610, 900, 450, 820, 380] },
  ],
};

/** Where each content kind comes from: per kind, the count per publish source. */
export const contentSources: ContentSource[] = [
  {
    kind: 'text',
    sources: [
      { name: 'ugc', value: 148_564 },
      { name: 'foreign', value: 334_271 },
      { name: 'reprint', value: 445_694 },
      { name: 'report', value: 201_452 },
      { name: 'other', value: 98_310 },
    ],
  },
  {
    kind: 'imageText',
    sources: [
      { name: 'ugc', value: 402_118 },
      { name: 'foreign', value: 160_930 },
      { name: 'reprint', value: 288_745 },
      { name: 'report', value: 96_204 },
      { name: 'other', value: 75_660 },
    ],
  },
  {
    kind: 'video',
    sources: [
      { name: 'ugc', value: 512_870 },
      { name: 'foreign', value: 121_406 },
      { name: 'reprint', value: 190_233 },
      { name: 'report', value: 44_518 },
      { name: 'other', value: 60_129 },
    ],
  },
];
