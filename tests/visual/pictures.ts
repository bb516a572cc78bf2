import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { baselineDir, here } from './coverage.mjs';

// The comparison of the story pass's pictures with their baselines (docs/decisions/024-visual-coverage-of-every-screen-and-shell-story.md).
// Which stories are pictured, and the baselines' names: coverage.mjs.

/** What a failed comparison leaves behind: the picture taken and the difference, for review (ignored by git). */
export const outputDir = path.join(here, 'output/pictures');

/**
 * The comparison: `threshold` is pixelmatch's per-pixel colour distance (0–1; anti-aliased pixels are not counted),
 * `maxDiffPixels` how many pixels may differ beyond it (an absolute count: a ratio would allow more on a taller
 * page). tests/unit/pictures.test.ts proves both ways on a committed baseline: the same pixels with noise below the
 * threshold pass, a block moved by 4 px fails.
 */
export const comparison = { threshold: 0.2, maxDiffPixels: 40 } as const;

export interface PictureResult {
  /** `match`; `written` (updating: a missing or changed baseline was written); `mismatch`; `missing`. */
  outcome: 'match' | 'written' | 'mismatch' | 'missing';
  /** Pixels beyond the threshold (or a size change), when compared. */
  differentPixels?: number;
  message?: string;
}

/** How two pictures differ: pixels beyond the threshold, a size change, and the difference image when asked. */
export interface Difference {
  pixels: number;
  sizes?: string;
  diffPng?: Buffer;
}

/** Compares two PNGs with pixelmatch at `comparison.threshold`; the story pass does the same in the browser. */
export type Differ = (actual: Buffer, expected: Buffer, wantDiff: boolean) => Promise<Difference>;

/** The differ in Node, with pngjs (the story pass decodes in Chromium instead: pngjs takes seconds a picture). */
export const nodeDiffer: Differ = async (actual, expected, wantDiff) => {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(expected);
  if (a.width !== b.width || a.height !== b.height) {
    return {
      pixels: Math.max(a.width * a.height, b.width * b.height),
      sizes: `${a.width}×${a.height} taken, ${b.width}×${b.height} expected`,
    };
  }
  const out = wantDiff ? new PNG({ width: a.width, height: a.height }) : undefined;
  const pixels = pixelmatch(a.data, b.data, out?.data, a.width, a.height, {
    threshold: comparison.threshold,
  });
  return { pixels, diffPng: out ? PNG.sync.write(out) : undefined };
};

/**
 * Compares a picture with its baseline. `update`: a missing or changed baseline is written (a matching one is left
 * alone, so an update touches only what changed). A failed comparison leaves the picture and the difference in
 * `outputDir` for review.
 */
export async function comparePicture(
  png: Buffer,
  name: string,
  update: boolean,
  differ: Differ,
): Promise<PictureResult> {
  const baseline = path.join(baselineDir, name);
  const stem = name.replace(/\.png$/, '');
  const actualFile = path.join(outputDir, `${stem}.actual.png`);
  const diffFile = path.join(outputDir, `${stem}.diff.png`);
  if (!existsSync(baseline)) {
    if (update) {
      writeFileSync(baseline, png);
      return { outcome: 'written', message: `${name}: new baseline written` };
    }
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(actualFile, png);
    return {
      outcome: 'missing',
      message: `${name}: no baseline (take it with \`npm run test:visual:update\`, review it, commit it); the picture taken is ${path.relative(process.cwd(), actualFile)}`,
    };
  }
  const expected = readFileSync(baseline);
  if (expected.equals(png)) return { outcome: 'match', differentPixels: 0 };
  const { pixels, sizes } = await differ(png, expected, false);
  if (pixels <= comparison.maxDiffPixels) return { outcome: 'match', differentPixels: pixels };
  if (update) {
    writeFileSync(baseline, png);
    return {
      outcome: 'written',
      differentPixels: pixels,
      message: `${name}: baseline updated (${sizes ?? `${pixels} pixels differed`})`,
    };
  }
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(actualFile, png);
  const { diffPng } = sizes ? { diffPng: undefined } : await differ(png, expected, true);
  if (diffPng) writeFileSync(diffFile, diffPng);
  return {
    outcome: 'mismatch',
    differentPixels: pixels,
    message:
      `${name}: ${sizes ?? `${pixels} pixels differ`} (allowed ${comparison.maxDiffPixels} beyond a colour ` +
      `distance of ${comparison.threshold}); taken: ${path.relative(process.cwd(), actualFile)}` +
      (diffPng ? `, difference: ${path.relative(process.cwd(), diffFile)}` : ''),
  };
}
