export type Theme = 'light' | 'dark';
export type Locale = 'zh-CN' | 'en-US';
/** One picture of a story: its theme and the language it shows. */
export interface PictureSpec {
  theme: Theme;
  locale: Locale;
}
export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}
export interface SkipList {
  /** Story id → why it is not pictured at all. */
  stories: Record<string, string>;
  /** Story id → why it is pictured in light only (its played state does not survive the theme re-render). */
  lightOnly: Record<string, string>;
}
export declare const here: string;
export declare const baselineDir: string;
export declare const picturedTitlePrefixes: string[];
export declare const ENGLISH_PICTURES_TAG: string;
export declare function readIndex(staticDir: string): Record<string, IndexEntry>;
export declare function readSkipped(): SkipList;
export declare function baselineName(storyId: string, theme: Theme, locale?: Locale): string;
export declare function picturesOf(entry: IndexEntry, skipped: SkipList): PictureSpec[];
export declare function expectedBaselines(staticDir: string): {
  names: Set<string>;
  unknownSkips: string[];
};
