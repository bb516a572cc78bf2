export interface PublicEntry {
  /** The exports key (`.`, `./screens/search-table`). */
  subpath: string;
  /** What a host imports (`@pasture/ui`, `@pasture/ui/screens/search-table`). */
  specifier: string;
  /** The output path under dist/ without extension (`screens/list/search-table/index`). */
  output: string;
  /** The source module, relative to packages/ui (`src/screens/list/search-table/index.ts`). */
  source: string;
  /** The API report's name (`index`, `screens-search-table`). */
  reportName: string;
}
export declare const publicEntries: PublicEntry[];
