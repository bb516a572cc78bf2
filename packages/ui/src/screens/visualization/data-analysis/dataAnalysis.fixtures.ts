/**
 * Deterministic data of the data-analysis mocks (chart series of 12 points). Totals and growths that
 * tests assert on are literals; the series follow smooth waves, so every run, story and demo shows the same
 * numbers without a random source.
 */

import type {
  ContentKind,
  ContentPeriodAnalysis,
  ContentPublishRecord,
  DailyPoint,
  OpinionSplit,
  OpinionTrend,
  OpinionTrendQuota,
} from './dataAnalysis.types';

export const SERIES_LENGTH = 12;

const FIRST_DAY = Date.UTC(2026, 10, 11);
const DAY_MS = 86_400_000;

/** The 12 days the daily series cover, `YYYY-MM-DD`. */
export const analysisDays: readonly string[] = Array.from({ length: SERIES_LENGTH }, (_, index) =>
  new Date(FIRST_DAY + index * DAY_MS).toISOString().slice(0, 10),
);

/** Every second hour of a day, `HH:mm`. */
export const analysisHours: readonly string[] = Array.from(
  { length: SERIES_LENGTH },
  (_, index) => `${String(index * 2).padStart(2, '0')}:00`,
);

/** A smooth, repeatable wave of 12 values around `base`. */
export function wave(
  base: number,
  amplitude: number,
  phase: number,
  length = SERIES_LENGTH,
): number[] {
  return Array.from({ length }, (_, index) =>
    Math.round(
      base +
        amplitude * Math.sin(index * 0.9 + phase) +
        (amplitude / 3) * Math.sin(index * 2.3 + phase * 2),
    ),
  );
}

function daily(values: readonly number[]): DailyPoint[] {
  return analysisDays.map((x, index) => ({ x, y: values[index] ?? 0 }));
}

/**
 * The opinion tiles (visitors, published, comments): each count, its growth in percent (negative: falling) and its
 * 12-day chart.
 */
export const opinionTrends: Readonly<Record<OpinionTrendQuota, OpinionTrend>> = {
  visitors: { count: 5_614, growth: 20.63, chartData: daily(wave(460, 120, 0.4)) },
  published: { count: 5_581, growth: 12.08, chartData: daily(wave(465, 90, 1.7)) },
  comment: { count: 5_609, growth: -3.41, chartData: daily(wave(470, 140, 2.9)) },
};

export const opinionSplit: OpinionSplit = {
  count: 5_641,
  growth: 8.16,
  chartData: [
    { name: 'text', value: 1_807 },
    { name: 'imageText', value: 2_285 },
    { name: 'video', value: 1_549 },
  ],
};

const periodBases: Readonly<Record<ContentKind, [number, number, number]>> = {
  text: [58, 18, 0.2],
  imageText: [46, 20, 1.4],
  video: [64, 22, 2.6],
};

export const contentPeriodAnalysis: ContentPeriodAnalysis = {
  xAxis: [...analysisHours],
  data: (Object.keys(periodBases) as ContentKind[]).map((name) => {
    const [base, amplitude, phase] = periodBases[name];
    return { name, value: wave(base, amplitude, phase).map((value) => Math.min(100, value)) };
  }),
};

const publishBases: Readonly<Record<ContentKind, [number, number, number]>> = {
  text: [2_100, 700, 0.6],
  imageText: [1_800, 650, 2.1],
  video: [1_500, 600, 3.3],
};

/** The content-publish series per content kind: one value for every second hour of the day (12 points). */
export const contentPublish: ContentPublishRecord[] = (
  Object.keys(publishBases) as ContentKind[]
).map((name) => {
  const [base, amplitude, phase] = publishBases[name];
  return { name, x: [...analysisHours], y: wave(base, amplitude, phase) };
});
