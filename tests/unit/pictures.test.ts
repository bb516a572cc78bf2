import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { baselineDir, baselineName, picturesOf } from '../visual/coverage.mjs';
import { comparison, nodeDiffer } from '../visual/pictures';

const differentPixels = (actual: Buffer, expected: Buffer) => nodeDiffer(actual, expected, false);

// The comparison the story pass uses, proven on a committed picture of a real screen: what a second render may
// change (anti-aliasing, colour noise under the threshold) passes; what a layout regression changes does not.
const login = readFileSync(path.join(baselineDir, 'screens-login-login--default--light.png'));

function edit(png: Buffer, change: (image: PNG) => void): Buffer {
  const image = PNG.sync.read(png);
  change(image);
  return PNG.sync.write(image);
}

/** Copies a block of the picture `by` pixels to the right, as a layout change that moves it would. */
function shiftBlock(
  image: PNG,
  box: { x: number; y: number; width: number; height: number },
  by: number,
) {
  const copy = Buffer.from(image.data);
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const from = (y * image.width + x) * 4;
      const to = (y * image.width + x + by) * 4;
      copy.copy(image.data, to, from, from + 4);
    }
  }
}

describe('picture comparison', () => {
  it('passes the same pixels, and colour noise below the threshold on every pixel', async () => {
    expect((await differentPixels(login, login)).pixels).toBe(0);
    const noisy = edit(login, (image) => {
      for (let i = 0; i < image.data.length; i += 4)
        image.data[i] = Math.max(0, (image.data[i] ?? 0) - 3);
    });
    expect((await differentPixels(noisy, login)).pixels).toBeLessThanOrEqual(
      comparison.maxDiffPixels,
    );
  });

  it('fails the same screen with its form moved 4 px to the right', async () => {
    const image = PNG.sync.read(login);
    // The login form's column: the middle third of the picture, full height.
    const box = {
      x: Math.round(image.width / 3),
      y: 0,
      width: Math.round(image.width / 3),
      height: image.height,
    };
    const moved = edit(login, (picture) => shiftBlock(picture, box, 4));
    expect((await differentPixels(moved, login)).pixels).toBeGreaterThan(
      comparison.maxDiffPixels * 10,
    );
  });

  it('fails a picture of another size, whatever its pixels', async () => {
    const image = PNG.sync.read(login);
    const taller = new PNG({ width: image.width, height: image.height + 1 });
    image.data.copy(taller.data);
    const result = await differentPixels(PNG.sync.write(taller), login);
    expect(result.sizes).toMatch(/taken.*expected/);
    expect(result.pixels).toBeGreaterThan(comparison.maxDiffPixels);
  });
});

describe('pictured stories', () => {
  const skipped = {
    stories: { 'shell-menu--skipped': 'reason' },
    lightOnly: { 'shell-menu--light': 'reason' },
  };
  const story = (id: string, title: string, tags: string[] = []) =>
    ({ id, title, name: id, type: 'story', tags }) as const;

  it('pictures screens and shell parts in both themes, and in English too when tagged visual-en', () => {
    expect(picturesOf(story('screens-a--b', 'Screens/A'), skipped)).toEqual([
      { theme: 'light', locale: 'zh-CN' },
      { theme: 'dark', locale: 'zh-CN' },
    ]);
    expect(picturesOf(story('shell-a--b', 'Shell/A', ['visual-en']), skipped)).toHaveLength(4);
    expect(baselineName('shell-a--b', 'dark', 'en-US')).toBe('shell-a--b--en-US--dark.png');
    expect(baselineName('shell-a--b', 'dark', 'zh-CN')).toBe('shell-a--b--dark.png');
  });

  it('leaves out primitives and skipped stories, and keeps light-only stories to light', () => {
    expect(picturesOf(story('components-button--default', 'Components/Button'), skipped)).toEqual(
      [],
    );
    expect(picturesOf(story('shell-menu--skipped', 'Shell/Menu'), skipped)).toEqual([]);
    expect(picturesOf(story('shell-menu--light', 'Shell/Menu'), skipped)).toEqual([
      { theme: 'light', locale: 'zh-CN' },
    ]);
  });
});
