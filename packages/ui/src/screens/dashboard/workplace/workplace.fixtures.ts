/**
 * Deterministic data of the workplace's debug mocks (chart series 12 points, popular list 5, popular
 * authors 7). Values tests assert on are literals; the rest comes from a seeded generator, so every run, story and
 * demo shows the same numbers.
 */

import type { Locale } from '../../../i18n/locale';
import type { LocalizedText } from '../../../mocks/locale';
import {
  type ContentData,
  type ContentDataPoint,
  type PopularAuthor,
  type PopularItem,
  type PopularType,
  type WorkplaceOverview,
} from './workplace.types';

export const CONTENT_SERIES_LENGTH = 12;
export const POPULAR_LIST_LENGTH = 5;
export const POPULAR_AUTHOR_COUNT = 7;

/** mulberry32: a tiny seeded PRNG, so fixtures are random-looking but identical on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SERIES_START = Date.UTC(2026, 10, 11);
const DAY_MS = 86_400_000;

export function buildContentSeries(seed = 20261122): ContentDataPoint[] {
  const random = seededRandom(seed);
  return Array.from({ length: CONTENT_SERIES_LENGTH }, (_, index) => ({
    x: new Date(SERIES_START + index * DAY_MS).toISOString().slice(0, 10),
    y: Math.round(20_000 + random() * 60_000),
  }));
}

export const workplaceOverview: WorkplaceOverview = Object.freeze({
  onlineContent: 3_735_000,
  putIn: 368,
  dailyComments: 8_874,
  growth: 2.8,
  balance: 5_670,
  visits: 12_034,
});

/**
 * The home farm's content data (what the mock answers with no farm or the home farm): the overview figures and 12
 * days of the 'Content Data' series. Other farms get their own seeded figures.
 */
export const contentData: ContentData = Object.freeze({
  overview: workplaceOverview,
  series: buildContentSeries(),
});

/** The demo's home farm: its figures are the literals above, which stories and tests assert on. */
export const HOME_FARM_ID = 1001;

/**
 * The content data a farm's operators see: the home farm's literals, and for every other farm its own seeded
 * figures, so switching farm visibly changes the page (each farm always shows the same numbers).
 */
export function contentDataOfFarm(farmId: number | null): ContentData {
  if (farmId === null || farmId === HOME_FARM_ID) return contentData;
  const random = seededRandom(farmId);
  const scale = 0.4 + random();
  return {
    overview: {
      onlineContent: Math.round(workplaceOverview.onlineContent * scale),
      putIn: Math.round(workplaceOverview.putIn * scale),
      dailyComments: Math.round(workplaceOverview.dailyComments * scale),
      growth: Math.round(random() * 80 - 20) / 10,
      balance: Math.round(workplaceOverview.balance * scale),
      visits: Math.round(workplaceOverview.visits * scale),
    },
    series: buildContentSeries(farmId),
  };
}

/** The popular items' titles in both languages (the mock answers in the request's, `mockLocaleOf`). */
const popularTitles: Readonly<Record<PopularType, readonly LocalizedText[]>> = {
  text: [
    { 'zh-CN': '春季牧草种植要点', 'en-US': 'Spring forage planting essentials' },
    { 'zh-CN': '奶牛夏季防暑降温指南', 'en-US': 'Keeping dairy cows cool in summer' },
    { 'zh-CN': '犊牛断奶期饲喂方案', 'en-US': 'Feeding calves through weaning' },
    { 'zh-CN': '牧场粪污资源化利用', 'en-US': 'Putting farm manure to use' },
    { 'zh-CN': '肉牛育肥期营养搭配', 'en-US': 'Nutrition for finishing beef cattle' },
  ],
  image: [
    { 'zh-CN': '草原牧场航拍图集', 'en-US': 'Grassland farms from the air' },
    { 'zh-CN': '新建挤奶厅实景', 'en-US': 'Inside the new milking parlour' },
    { 'zh-CN': '青贮窖封窖现场', 'en-US': 'Sealing the silage pit' },
    { 'zh-CN': '犊牛岛改造前后对比', 'en-US': 'Calf hutches before and after' },
    { 'zh-CN': '秋季转场图记', 'en-US': 'Autumn move to winter pastures' },
  ],
  video: [
    { 'zh-CN': '全混合日粮制作流程', 'en-US': 'Making a total mixed ration' },
    { 'zh-CN': '奶牛体况评分教学', 'en-US': 'How to score body condition' },
    { 'zh-CN': '挤奶设备日常清洗', 'en-US': 'Daily cleaning of milking equipment' },
    { 'zh-CN': '牛舍通风系统讲解', 'en-US': 'Barn ventilation explained' },
    { 'zh-CN': '兽医巡栏一日记录', 'en-US': 'A day on the vet’s rounds' },
  ],
};

const popularSeeds: Readonly<Record<PopularType, number>> = { text: 11, image: 23, video: 37 };

/** The popular items of one type, titled in `locale` (zh-CN by default, the default language). */
export function buildPopularList(type: PopularType, locale: Locale = 'zh-CN'): PopularItem[] {
  const random = seededRandom(popularSeeds[type]);
  const titles = popularTitles[type];
  return titles.map((title, index) => ({
    key: index + 1,
    title: title[locale],
    // Ranked by clicks: each row gets fewer than the one above.
    clickNumber: Math.round((5 - index) * 600_000 + random() * 400_000),
    increases: Math.round((random() * 120 - 40) * 10) / 10,
  }));
}

export const popularLists: Readonly<Record<PopularType, readonly PopularItem[]>> = {
  text: buildPopularList('text'),
  image: buildPopularList('image'),
  video: buildPopularList('video'),
};

const authorNames = ['张牧远', '李青禾', '王草原', '赵晨露', '陈远山', '刘晓风', '周雪松'];

/** The seven popular authors the mock answers with, ranked 1 to 7 (names in zh-CN only). */
export const popularAuthors: readonly PopularAuthor[] = Object.freeze(
  (() => {
    const random = seededRandom(53);
    return authorNames.map((author, index) => ({
      ranking: index + 1,
      author,
      contentCount: Math.round((7 - index) * 900 + random() * 500),
      clickCount: Math.round((7 - index) * 12_000 + random() * 8_000),
    }));
  })(),
);
