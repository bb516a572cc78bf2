/** Shapes of the workplace's calls (popular item and author, the content-data answer). */

export type PopularType = 'text' | 'image' | 'video';
export const POPULAR_TYPES: readonly PopularType[] = ['text', 'image', 'video'];

export interface ContentDataPoint {
  /** Day, `YYYY-MM-DD`. */
  x: string;
  y: number;
}

export interface WorkplaceOverview {
  /** Online content, pieces. */
  onlineContent: number;
  /** Content being put in (promoted), pieces. */
  putIn: number;
  /** New comments today, pieces. */
  dailyComments: number;
  /** Growth against yesterday, percent (negative = fewer). */
  growth: number;
  /** Account balance, yuan. */
  balance: number;
  /** Visits this week, times. */
  visits: number;
}

/** Answer of /api/content-data: the overview numbers and the 12-point content series. */
export interface ContentData {
  overview: WorkplaceOverview | null;
  series: ContentDataPoint[];
}

/** Popular item. `increases` is the daily change in percent (negative = down). */
export interface PopularItem {
  key: number;
  clickNumber: number;
  title: string;
  increases: number;
}

/** Popular author. */
export interface PopularAuthor {
  ranking: number;
  author: string;
  contentCount: number;
  clickCount: number;
}

export function isPopularType(value: unknown): value is PopularType {
  return typeof value === 'string' && (POPULAR_TYPES as readonly string[]).includes(value);
}
