import type { FeatureManifest } from '../packages/ui/src/routing/feature';

/** A registered manifest and its file, relative to packages/ui/src. */
export interface RegisteredManifest {
  manifest: FeatureManifest;
  file: string;
}
/** A screen subpath (`screens/search-table`) and the folder whose index.ts it publishes. */
export interface ScreenSubpath {
  subpath: string;
  folder: string;
}
/** A feature's mocks: the exported name and the module, relative to packages/ui/src/mocks. */
export interface RegisteredMocks {
  name: string;
  from: string;
}
/** A derived file: its path, the text the manifests make and the text it has. */
export interface DerivedFile {
  file: string;
  text: string;
  current: string;
}
export declare function readManifests(options?: {
  featuresFile?: string;
}): Promise<RegisteredManifest[]>;
export declare function subpathsOf(manifests: readonly RegisteredManifest[]): ScreenSubpath[];
export declare function exportsFor(
  current: Record<string, unknown>,
  subpaths: readonly ScreenSubpath[],
): Record<string, unknown>;
export declare function pathsFor(
  current: Record<string, string[]>,
  subpaths: readonly ScreenSubpath[],
): Record<string, string[]>;
export declare function mocksOf(
  manifests: readonly RegisteredManifest[],
  options?: { base?: string },
): RegisteredMocks[];
export declare function mocksModule(mocks: readonly RegisteredMocks[]): string;
export declare function derivedFiles(): Promise<DerivedFile[]>;
