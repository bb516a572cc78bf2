#!/usr/bin/env node
// The suite's one pass over the static Storybook in storybook-static/ (built by `npm run build:storybook`; `npm test`
// builds it first): @storybook/test-runner loads each story once and, in that page, plays it, checks it with axe and
// takes its pictures in both themes and languages (.storybook/test-runner.ts; ADR 018 and 024).
//   npm run test:storybook-static                       every story
//   npm run test:storybook-static -- --pictured         only the pictured ones (Screens/, Shell/): npm run test:visual
//   npm run test:storybook-static -- --update-pictures  write missing and changed baselines, delete orphans
//   npm run test:storybook-static -- screens-login      only the stories whose id contains one of these words
// Options go on to test-storybook (Jest), written `--name=value`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { root, serveStatic } from './lib/serve.mjs';
import { expectedBaselines, picturedTitlePrefixes, readIndex } from '../tests/visual/coverage.mjs';

const { values, positionals } = parseArgs({
  options: {
    pictured: { type: 'boolean', default: false },
    'update-pictures': { type: 'boolean', default: false },
  },
  allowPositionals: true,
  strict: false,
});
const passThrough = process.argv
  .slice(2)
  .filter((arg) => arg !== '--pictured' && arg !== '--update-pictures');
const update = Boolean(values['update-pictures']);
const everyStory = !values.pictured && positionals.length === 0;

const staticDir = path.join(root, 'storybook-static');
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error(
    'storybook-static/ is missing: run `npm run build:storybook` first (`npm test` does).',
  );
  process.exit(1);
}

const executablePath = await findChromium();

// Pictures are comparable only in the browser their baselines were taken with (font rasterisation differs).
const baselines = path.join(root, 'tests/visual/__screenshots__');
const versionFile = path.join(baselines, 'chromium-version.txt');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const version = browser.version();
await browser.close();
if (update) {
  mkdirSync(baselines, { recursive: true });
  writeFileSync(versionFile, `${version}\n`);
} else {
  const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '(none)';
  if (recorded !== version) {
    console.error(
      `The picture baselines were taken with Chromium ${recorded}, this run uses ${version}. Use the pinned ` +
        '@sparticuz/chromium (unset CHROMIUM_PATH), or re-take them with `npm run test:visual:update` and review.',
    );
    process.exit(1);
  }
}

// Fonts from npm only: the browser sees no system font, so a machine with other fonts installed renders the same
// pixels as CI. Web fonts come from the preview (@fontsource/noto-sans-sc covers Latin and CJK); anything else (the
// monospace stack, a symbol Noto Sans SC lacks) falls back to the Open Sans that @sparticuz/chromium extracts from
// its tarball beside the browser.
const bundledFonts = path.join(os.tmpdir(), 'fonts', 'fonts');
if (!existsSync(bundledFonts)) {
  console.error(
    `${bundledFonts} is missing: @sparticuz/chromium extracts it with the browser; delete ` +
      `${path.join(os.tmpdir(), 'chromium')} and run again.`,
  );
  process.exit(1);
}
const fontconfigDir = path.join(root, 'tests/visual/output/fontconfig');
mkdirSync(fontconfigDir, { recursive: true });
const fontconfigFile = path.join(fontconfigDir, 'fonts.conf');
writeFileSync(
  fontconfigFile,
  `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${bundledFonts}</dir>\n` +
    `  <cachedir>${path.join(fontconfigDir, 'cache')}</cachedir>\n</fontconfig>\n`,
);
rmSync(path.join(root, 'tests/visual/output/pictures'), { recursive: true, force: true });

const server = await serveStatic('storybook-static', { readyPath: '/index.json' });
console.log(`Serving storybook-static at ${server.url} (Chromium ${version}: ${executablePath})`);

// The test-runner writes one Jest file per story title, and every file pays a fresh page: the preview's bundle, its
// service worker, its lazy chunks (about 6 s of CPU each, 70 titles). So the runner reads an index of its own, where
// the stories are grouped into a few "titles" of similar weight: a file per group, one long-lived page per file that
// switches stories over the preview's channel. Ids are untouched, so the page renders each story as built; the hooks
// read the real title from the built index (PASTURE_STORY_INDEX).
const entries = Object.values(readIndex(staticDir)).filter((entry) => entry.type === 'story');
const patterns = positionals;
const chosen = entries.filter(
  (entry) =>
    (!values.pictured || picturedTitlePrefixes.some((prefix) => entry.title.startsWith(prefix))) &&
    (patterns.length === 0 || patterns.some((pattern) => entry.id.includes(pattern))),
);
if (chosen.length === 0) {
  console.error(`No story matches ${patterns.join(', ') || 'the selection'}.`);
  process.exit(1);
}
const workers = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));
const groupCount = Math.min(2 * workers, chosen.length);
/** A story with pictures costs about twice one without. */
const weight = (entry) =>
  picturedTitlePrefixes.some((prefix) => entry.title.startsWith(prefix)) ? 2 : 1;
const byTitle = new Map();
for (const entry of chosen) byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
const groups = Array.from({ length: groupCount }, () => ({ weight: 0, entries: [] }));
// Heaviest titles first, each to the lightest group; a title's stories stay together (they share lazy chunks).
for (const stories of [...byTitle.values()].sort(
  (a, b) => b.reduce((sum, e) => sum + weight(e), 0) - a.reduce((sum, e) => sum + weight(e), 0),
)) {
  const lightest = groups.reduce((min, group) => (group.weight < min.weight ? group : min));
  lightest.entries.push(...stories);
  lightest.weight += stories.reduce((sum, e) => sum + weight(e), 0);
}
const passDir = path.join(root, 'tests/visual/output/pass');
rmSync(passDir, { recursive: true, force: true });
mkdirSync(passDir, { recursive: true });
const passEntries = {};
groups.forEach((group, index) => {
  for (const entry of group.entries) {
    passEntries[entry.id] = {
      ...entry,
      title: `Pass ${index + 1} of ${groups.length}`,
      name: `${entry.title} › ${entry.name}`,
    };
  }
});
writeFileSync(path.join(passDir, 'index.json'), JSON.stringify({ v: 5, entries: passEntries }));
writeFileSync(path.join(passDir, 'index.html'), '<!doctype html><title>story pass</title>\n');
const passServer = await serveStatic(passDir, { readyPath: '/index.json' });
console.log(
  `${chosen.length} stories in ${groups.length} groups of ${groups.map((g) => g.entries.length).join(', ')}, ` +
    `${workers} at a time`,
);

const args = [
  '--url',
  passServer.url,
  // index.json mode reads the built index instead of re-transforming the story files.
  '--index-json',
  `--maxWorkers=${workers}`,
  '--ci',
  '--failOnConsole',
  ...passThrough.filter((arg) => !positionals.includes(arg)),
];

const code = await new Promise((resolve) => {
  const child = spawn(path.join(root, 'node_modules/.bin/test-storybook'), args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: executablePath,
      PASTURE_FONTCONFIG_FILE: fontconfigFile,
      PASTURE_UPDATE_PICTURES: update ? '1' : '0',
      PASTURE_STORYBOOK_URL: server.url,
      // The failure messages' "debug it in Storybook" links: the Storybook, not the pass's index.
      REFERENCE_URL: server.url,
      PASTURE_STORY_INDEX: path.join(staticDir, 'index.json'),
    },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});
await server.close();
await passServer.close();

// Baselines nobody takes any more (a renamed or deleted story, a tag removed) and skip-list ids the build does not
// know: a run over every pictured story names them, an update deletes the baselines.
let coverageCode = 0;
if (everyStory || (values.pictured && positionals.length === 0)) {
  const { names, unknownSkips } = expectedBaselines(staticDir);
  const orphans = readdirSync(baselines).filter(
    (file) => file.endsWith('.png') && !names.has(file),
  );
  if (unknownSkips.length) {
    console.error(
      `✗ tests/visual/skipped.json names stories the built Storybook does not know: ${unknownSkips.join(', ')}`,
    );
    coverageCode = 1;
  }
  if (orphans.length && update) {
    for (const file of orphans) rmSync(path.join(baselines, file));
    console.log(
      `Deleted ${orphans.length} baseline(s) no story takes any more: ${orphans.join(', ')}`,
    );
  } else if (orphans.length) {
    console.error(
      `✗ ${orphans.length} baseline(s) in tests/visual/__screenshots__ belong to no pictured story (renamed or ` +
        `deleted, or its tag removed); \`npm run test:visual:update\` deletes them:\n  ${orphans.join('\n  ')}`,
    );
    coverageCode = 1;
  }
}
process.exit(code || coverageCode);
