import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type pixelmatch from 'pixelmatch';
import { sampleTexts } from '../stories/support/sampleTexts.ts';
import {
  baselineName,
  picturesOf,
  readIndex,
  readSkipped,
  type IndexEntry,
  type Locale,
  type PictureSpec,
  type Theme,
} from '../tests/visual/coverage.mjs';
import {
  comparePicture,
  comparison,
  type Differ,
  type PictureResult,
} from '../tests/visual/pictures.ts';

/**
 * The suite's one pass over the built Storybook (docs/decisions/018-a-test-suite-in-stages.md, 024). The test-runner
 * loads the preview once per story file and switches stories over its channel; per story, in that one page:
 *
 * 1. light/zh-CN — the test-runner's own visit: render, play function, axe (the a11y addon's report) → picture;
 * 2. dark/zh-CN — Storybook's globals updated, the mounted story re-rendered (play state kept) → axe → picture;
 * 3. light/en-US — the story **remounted with its play function**, so every play passes in English too (its texts
 *    come from the locale bundles, stories/support/texts.ts) → axe → picture if the story is tagged `visual-en`;
 * 4. dark/en-US — re-rendered again → axe → picture if tagged `visual-en`.
 *
 * Pictures are taken of every Screens/ and Shell/ story (tests/visual/pictures.ts says which, skipped.json leaves
 * some out with a reason) and compared with tests/visual/__screenshots__; `PASTURE_UPDATE_PICTURES=1` (npm run
 * test:visual:update) writes the missing and changed ones instead. Every problem of every step is collected, so one
 * failure names all that went wrong with the story. The globals go back to the defaults in the preview's store
 * without a render: the next story renders in them.
 *
 * Determinism for the pictures: the page runs on Playwright's clock, set to FIXED_NOW before every render; before a
 * picture the pass waits for 100 ms without DOM mutations and with no file (chunk, bundle, font) on its way, then
 * pauses the clock, so toasts, polls, countdowns and mock delays cannot change the picture while it is taken.
 *
 * Opt-out: stories with `parameters.a11y.disable` or `a11y.test: 'off'`, or tagged `!a11y-matrix`, skip the axe checks
 * but still play in English. A story that pins a global (`globals: { locale: 'en-US' }`) is checked and pictured in
 * that value only.
 *
 * Sample texts: after the light/zh-CN visit, a Components or Shell story whose canvas (its root and its portal
 * container: texts, names, placeholders, field values) still shows an English sample text of
 * stories/support/sampleTexts.ts fails with that text — a canvas reads in the toolbar's language.
 */

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

interface Combination {
  theme: Theme;
  locale: Locale;
}

interface MatrixStep extends Combination {
  /** Remount and run the play function (a language the story has not played in yet), or re-render. */
  play: boolean;
}

// The test-runner's own visit is light/zh-CN, with play and axe.
const defaults: Combination = { theme: 'light', locale: 'zh-CN' };
const steps: MatrixStep[] = [
  { theme: 'dark', locale: 'zh-CN', play: false },
  { theme: 'light', locale: 'en-US', play: true },
  { theme: 'dark', locale: 'en-US', play: false },
];

/** A render that has not finished after this has hung (a tripwire, not a speed budget: a busy machine is slow). */
const RENDER_TIMEOUT_MS = 60_000;

/**
 * Which stories play again in en-US: every story (the suite), the showcase (not tagged `edge-case`) or none (axe
 * only), from STORY_REPLAY_PLAYS, for a quicker local run. The English plays add about 3 % to the step's CPU time.
 */
type ReplayPlays = 'all' | 'showcase' | 'none';
const replayPlays: ReplayPlays = ((value) =>
  value === 'showcase' || value === 'none' ? value : 'all')(process.env.STORY_REPLAY_PLAYS);

interface ViolationSummary {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; summary: string }>;
}

interface MatrixOutcome {
  /** Why axe is not checked for this story (the render still happened, the play still ran). */
  skipped?: string;
  /** The combination already had this render (a pinned global): nothing was rendered. */
  covered?: boolean;
  played?: boolean;
  playError?: string | null;
  consoleErrors?: string[];
  status?: string;
  a11yStatus?: string | null;
  a11yError?: string | null;
  violations?: ViolationSummary[];
  rootTheme?: string | null;
  lang?: string | null;
  pinned?: Partial<Combination>;
}

/** Runs in the story iframe: waits for a settled story, updates the globals, returns the next render's outcome. */
function renderInPage({
  storyId,
  step,
  timeout,
  done,
  defaults,
  replayPlays,
}: {
  storyId: string;
  replayPlays: ReplayPlays;
  defaults: Combination;
  step: MatrixStep;
  timeout: number;
  /** Combinations rendered so far (after pinning), with whether the play ran in their language. */
  done: Array<Combination & { played: boolean }>;
}): Promise<MatrixOutcome> {
  type Listener = (payload: never) => void;
  type Channel = {
    on: (event: string, listener: Listener) => void;
    off: (event: string, listener: Listener) => void;
    emit: (event: string, payload: unknown) => void;
  };
  type AxeViolation = {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: Array<{ target: unknown[]; failureSummary?: string }>;
  };
  type Report = {
    type: string;
    status: string;
    result?: { violations?: AxeViolation[]; error?: { message?: string } | string };
  };
  type Story = {
    tags?: string[];
    storyGlobals?: Record<string, unknown>;
    parameters?: { a11y?: { disable?: boolean; test?: string } };
  };
  const scope = globalThis as unknown as {
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { story?: Story; phase?: string };
      storyStoreValue?: {
        projectAnnotations?: { tags?: string[] };
        userGlobals: { update: (globals: Record<string, unknown>) => void };
      };
    };
  };
  const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
  const preview = scope.__STORYBOOK_PREVIEW__;
  if (!channel || !preview) throw new Error('the Storybook preview channel is not available');
  const story = preview.currentRender?.story;
  const a11y = story?.parameters?.a11y;
  let skipped: string | undefined;
  if (a11y?.disable === true || a11y?.test === 'off') {
    skipped = 'parameters.a11y turns the check off';
  }
  const projectTags = preview.storyStoreValue?.projectAnnotations?.tags ?? [];
  if (projectTags.includes('a11y-matrix') && !story?.tags?.includes('a11y-matrix')) {
    skipped = 'tagged !a11y-matrix';
  }
  const pinned: Partial<Combination> = {};
  const storyGlobals = story?.storyGlobals ?? {};
  if (storyGlobals.theme === 'light' || storyGlobals.theme === 'dark')
    pinned.theme = storyGlobals.theme;
  if (storyGlobals.locale === 'zh-CN' || storyGlobals.locale === 'en-US')
    pinned.locale = storyGlobals.locale;
  const effective = { theme: pinned.theme ?? step.theme, locale: pinned.locale ?? step.locale };
  // The test-runner's visit rendered the defaults (or the pinned values) with the play function.
  done = [
    {
      theme: pinned.theme ?? defaults.theme,
      locale: pinned.locale ?? defaults.locale,
      played: true,
    },
    ...done,
  ];
  const same = (other: Combination) =>
    other.theme === effective.theme && other.locale === effective.locale;
  const playedIn = (locale: string) =>
    done.some((other) => other.locale === locale && other.played);
  // Play once per language the story really shows; check axe once per combination it really shows.
  // `play-once`: a play whose first run leaves state the page keeps (a session it logged in); axe still runs in en-US.
  const replay =
    !story?.tags?.includes('play-once') &&
    (replayPlays === 'all' || (replayPlays === 'showcase' && !story?.tags?.includes('edge-case')));
  const play = step.play && replay && !playedIn(effective.locale);
  if (!play && (skipped || done.some(same))) {
    return Promise.resolve({ covered: true, skipped, pinned });
  }

  // A globals update during a pending render is queued behind it, and the pending render's storyFinished would
  // then be mistaken for ours (its DOM still in the previous combination): start from a settled story.
  const deadline = Date.now() + timeout;
  const settled = () => ['finished', 'aborted'].includes(preview.currentRender?.phase ?? '');
  const waitUntilSettled = (): Promise<void> => {
    if (settled()) return Promise.resolve();
    if (Date.now() > deadline) {
      return Promise.reject(
        new Error(`the story stayed in phase "${preview.currentRender?.phase}" for ${timeout} ms`),
      );
    }
    return new Promise((next) => setTimeout(next, 20)).then(waitUntilSettled);
  };

  return waitUntilSettled().then(
    () =>
      new Promise<MatrixOutcome>((resolve, reject) => {
        let playError: string | null = null;
        const consoleErrors: string[] = [];
        const originalError = console.error;
        // As --failOnConsole does for the test-runner's own visit: an error logged while the play runs fails it.
        if (play) {
          console.error = (...args: unknown[]) => {
            consoleErrors.push(
              args
                .map((arg) => String(arg))
                .join(' ')
                .slice(0, 500),
            );
            originalError.apply(console, args);
          };
        }
        const stop = () => {
          clearTimeout(timer);
          console.error = originalError;
          channel?.off('storyFinished', onFinished as Listener);
          channel?.off('playFunctionThrewException', onPlayError as Listener);
          channel?.off('storyRenderPhaseChanged', onPhase as Listener);
        };
        // The story root's theme and language as the story rendered: read when its play starts, since a play
        // may itself switch them (the navbar's language menu does), and after it ends otherwise.
        const rootAttribute = (name: string) =>
          document.querySelector('#storybook-root [data-pasture-root]')?.getAttribute(name);
        let atPlay: { theme?: string | null; lang?: string | null } | undefined;
        function onPhase(event: { storyId: string; newPhase: string }) {
          if (event.storyId === storyId && event.newPhase === 'playing') {
            atPlay = { theme: rootAttribute('data-mode'), lang: rootAttribute('lang') };
          }
        }
        const timer = setTimeout(() => {
          stop();
          reject(
            new Error(`no render finished within ${timeout} ms for ${JSON.stringify(effective)}`),
          );
        }, timeout);
        function onPlayError(error: { message?: string; stack?: string }) {
          playError = error.message ?? String(error);
        }
        function onFinished(event: { storyId: string; status: string; reporters?: Report[] }) {
          if (event.storyId !== storyId) return;
          stop();
          const report = event.reporters?.find((reporter) => reporter.type === 'a11y');
          const error = report?.result?.error;
          resolve({
            skipped,
            played: play,
            playError,
            consoleErrors,
            status: event.status,
            a11yStatus: report?.status ?? null,
            a11yError: error
              ? typeof error === 'string'
                ? error
                : (error.message ?? 'axe failed')
              : null,
            violations: (report?.result?.violations ?? []).map((violation) => ({
              id: violation.id,
              impact: violation.impact ?? null,
              help: violation.help,
              helpUrl: violation.helpUrl,
              nodes: violation.nodes.map((node) => ({
                target: node.target.map(String).join(' '),
                summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
              })),
            })),
            // The preview's provider root: theme and language live there, not on <html> or <body>.
            rootTheme: atPlay ? atPlay.theme : rootAttribute('data-mode'),
            lang: atPlay ? atPlay.lang : rootAttribute('lang'),
            pinned,
          });
        }
        channel.on('storyFinished', onFinished as Listener);
        channel.on('playFunctionThrewException', onPlayError as Listener);
        if (play) channel.on('storyRenderPhaseChanged', onPhase as Listener);
        const globals = { theme: step.theme, locale: step.locale };
        if (play) {
          // One render, not two: the new globals go into the store, then the story remounts (loaders, beforeEach,
          // a fresh React tree, the play function) in them.
          preview.storyStoreValue?.userGlobals.update(globals);
          channel.emit('forceRemount', { storyId });
        } else {
          channel.emit('updateGlobals', { globals });
        }
      }),
  );
}

/** `PASTURE_PASS_DEBUG=1`: a timestamped line per visit, render and picture on stderr, to see where time goes. */
const debug = (text: string) => {
  if (process.env.PASTURE_PASS_DEBUG) process.stderr.write(`${new Date().toISOString()} ${text}\n`);
};

async function renderWith(
  page: Page,
  storyId: string,
  step: MatrixStep,
  done: Array<Combination & { played: boolean }>,
): Promise<MatrixOutcome> {
  debug(`render ${storyId} ${JSON.stringify(step)}`);
  // Every render starts at the same moment and at the top of the page, as the story's first one did.
  await startClock(page);
  return page.evaluate(renderInPage, {
    storyId,
    step,
    timeout: RENDER_TIMEOUT_MS,
    done,
    defaults,
    replayPlays,
  });
}

/** The titles whose canvases write sample texts: their zh-CN canvas must show none of them in English. */
const sampleTitles = ['Components/', 'Shell/'];
const englishSamples = Object.keys(sampleTexts).map((text) => text.trim());

/** Runs in the story iframe: the English sample texts a zh-CN story root and its portal container still show. */
function englishSamplesShown(samples: string[]): string[] {
  const root = document.querySelector('#storybook-root [data-pasture-root]');
  if (!root || root.getAttribute('lang') !== 'zh-CN') return [];
  const english = new Set(samples);
  const shown = new Set<string>();
  const see = (value: string | null | undefined) => {
    const text = value?.trim();
    if (text && english.has(text)) shown.add(text);
  };
  for (const container of [root, ...document.querySelectorAll('body > [data-pasture-portal]')]) {
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) see(node.nodeValue);
    for (const element of container.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) see(element.getAttribute(name));
    }
    for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )) {
      see(field.value);
    }
  }
  return [...shown];
}

/** Back to the defaults for the next story, in the preview's store only: this story is not rendered again. */
function restoreDefaults(page: Page): Promise<void> {
  return page.evaluate((globals) => {
    const scope = globalThis as unknown as {
      __STORYBOOK_PREVIEW__?: {
        storyStoreValue?: { userGlobals: { update: (globals: Record<string, unknown>) => void } };
      };
    };
    scope.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.update(globals);
  }, defaults);
}

/** Every story sees this wall-clock time when a render starts (dates in fixtures, the footer's year, chat times). */
const FIXED_NOW = new Date('2026-03-02T10:00:00+08:00');

/** Resets the page's clock to FIXED_NOW and lets it run; scrolls to the top. */
async function startClock(page: Page): Promise<void> {
  await page.clock.setSystemTime(FIXED_NOW);
  await page.clock.resume();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Files each page has asked for and not yet received (lazy chunks, language bundles, fonts). Mocked API calls
 * (`/api/…`) are left out: a story's slow or never-answering server is the state it shows, and its delay runs on
 * the page's clock, which settle() stops.
 */
const inflight = new WeakMap<Page, Set<unknown>>();

function trackFiles(page: Page) {
  const files = new Set<unknown>();
  inflight.set(page, files);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) files.add(request);
  });
  page.on('requestfinished', (request) => files.delete(request));
  page.on('requestfailed', (request) => files.delete(request));
}

/** Runs in the iframe: resolves once the DOM has not changed for `quietMs` (or after `maxMs`). */
function quietInPage({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<boolean> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const giveUp = setTimeout(() => finish(false), maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    function finish(quiet: boolean) {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(giveUp);
      resolve(quiet);
    }
    function done() {
      finish(true);
    }
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/**
 * Waits for a quiet DOM with no file on its way, then stops the page's clock: a toast's 5 s, a poll or a ticking
 * countdown cannot change the picture while it is taken (CSS animations are Playwright's to stop). Storybook's own
 * "finished" comes after the play function and finite animations; this also lets a request that was still on its
 * way land (a lazy language bundle, a chart's chunk) before the picture is taken.
 */
async function settle(page: Page): Promise<void> {
  const files = inflight.get(page);
  const deadline = Date.now() + 10_000;
  do {
    await page.evaluate(quietInPage, { quietMs: 100, maxMs: 3_000 });
  } while (files && files.size > 0 && Date.now() < deadline);
  // pauseAt jumps forward to a moment; the clock runs on during the round trip, so aim a little ahead.
  for (const ahead of [50, 250, 1_000]) {
    try {
      await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, ahead));
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  throw new Error('could not pause the clock');
}

const updatePictures = process.env.PASTURE_UPDATE_PICTURES === '1';

/** The built index: the pass's own groups stories under other titles (scripts/test-storybook-static.mjs). */
let builtIndex: Record<string, IndexEntry> | undefined;
function storyEntry(id: string): IndexEntry {
  if (!builtIndex) {
    const file = process.env.PASTURE_STORY_INDEX;
    if (!file)
      throw new Error(
        'PASTURE_STORY_INDEX is not set: run the pass with npm run test:storybook-static',
      );
    builtIndex = readIndex(path.dirname(file));
  }
  const entry = builtIndex[id];
  if (!entry) throw new Error(`${id} is not in ${process.env.PASTURE_STORY_INDEX}`);
  return entry;
}
const skipped = readSkipped();

/** Runs in the iframe: what the pictures need to know of the mounted story. */
function storyFacts(): { tags: string[]; pinned: Partial<Combination>; ignoreSelectors: string[] } {
  type Story = {
    tags?: string[];
    storyGlobals?: Record<string, unknown>;
    parameters?: { chromatic?: { ignoreSelectors?: unknown } };
  };
  const story = (
    globalThis as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: Story } } }
  ).__STORYBOOK_PREVIEW__?.currentRender?.story;
  const pinned: Partial<Combination> = {};
  const globals = story?.storyGlobals ?? {};
  if (globals.theme === 'light' || globals.theme === 'dark') pinned.theme = globals.theme;
  if (globals.locale === 'zh-CN' || globals.locale === 'en-US') pinned.locale = globals.locale;
  const ignored = story?.parameters?.chromatic?.ignoreSelectors;
  return {
    tags: story?.tags ?? [],
    pinned,
    // The story's `chromatic.ignoreSelectors`, the parameter Chromatic honours, for content that is right but not the
    // same twice (a clock time the story's own timing decides): masked in the picture.
    ignoreSelectors: Array.isArray(ignored)
      ? ignored.filter((selector): selector is string => typeof selector === 'string')
      : [],
  };
}

/**
 * Runs in the story's page once its picture is taken: pixelmatch over two PNGs that Chromium decodes (pngjs in Node
 * takes seconds a picture). pixelmatch's source is compiled into a local function, so the page gains no global; a
 * second page for it would take the focus from the story's (its focus rings would go).
 */
async function diffInPage({
  source,
  actual,
  expected,
  threshold,
  wantDiff,
}: {
  source: string;
  actual: string;
  expected: string;
  threshold: number;
  wantDiff: boolean;
}): Promise<{ pixels: number; sizes?: string; diff?: string }> {
  const decode = async (base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
      colorSpaceConversion: 'none',
      premultiplyAlpha: 'none',
    });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    return { canvas, context, image: context.getImageData(0, 0, canvas.width, canvas.height) };
  };
  const a = await decode(actual);
  const b = await decode(expected);
  const { width, height } = a.image;
  if (width !== b.image.width || height !== b.image.height) {
    return {
      pixels: Math.max(width * height, b.image.width * b.image.height),
      sizes: `${width}×${height} taken, ${b.image.width}×${b.image.height} expected`,
    };
  }
  const match = new Function(`${source}\nreturn pixelmatch;`)() as typeof pixelmatch;
  const out = wantDiff ? new ImageData(width, height) : undefined;
  const pixels = match(a.image.data, b.image.data, out?.data, width, height, { threshold });
  if (!out) return { pixels };
  a.context.putImageData(out, 0, 0);
  const diffBytes = new Uint8Array(
    await (await a.canvas.convertToBlob({ type: 'image/png' })).arrayBuffer(),
  );
  let binary = '';
  for (let i = 0; i < diffBytes.length; i += 0x8000) {
    binary += String.fromCharCode(...diffBytes.subarray(i, i + 0x8000));
  }
  return { pixels, diff: btoa(binary) };
}

/** pixelmatch (one ES module without imports) as a script body that declares the function. */
let pixelmatchScript: string | undefined;
function pixelmatchSource(): string {
  if (pixelmatchScript) return pixelmatchScript;
  const file = createRequire(path.join(process.cwd(), 'package.json')).resolve('pixelmatch');
  const module = readFileSync(file, 'utf8');
  const script = module.replace('export default function pixelmatch', 'function pixelmatch');
  if (script === module || /^\s*(import|export)\b/m.test(script)) {
    throw new Error(`${file} is no longer one module without imports: adapt pixelmatchSource()`);
  }
  return (pixelmatchScript = script);
}

function browserDiffer(page: Page): Differ {
  return async (actual, expected, wantDiff) => {
    const result = await page.evaluate(diffInPage, {
      source: pixelmatchSource(),
      actual: actual.toString('base64'),
      expected: expected.toString('base64'),
      threshold: comparison.threshold,
      wantDiff,
    });
    return {
      pixels: result.pixels,
      sizes: result.sizes,
      diffPng: result.diff ? Buffer.from(result.diff, 'base64') : undefined,
    };
  };
}

/**
 * Takes a picture of the settled page and compares it with its baseline. A picture that does not match is taken
 * again until two in a row are the same (a frame still being painted), as Playwright's toHaveScreenshot does; an
 * update waits for that before it writes.
 */
async function takePicture(
  page: Page,
  name: string,
  ignoreSelectors: string[],
): Promise<PictureResult> {
  debug(`picture ${name}`);
  await settle(page);
  await page.evaluate(() => document.fonts.ready);
  const shoot = () =>
    page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      mask: ignoreSelectors.map((selector) => page.locator(selector)),
    });
  let png = await shoot();
  const differ = browserDiffer(page);
  let result = updatePictures ? undefined : await comparePicture(png, name, false, differ);
  for (let attempt = 0; attempt < 4 && (!result || result.outcome === 'mismatch'); attempt++) {
    const again = await shoot();
    const stable = again.equals(png);
    png = again;
    if (stable || attempt === 3) {
      result = await comparePicture(png, name, updatePictures, differ);
      break;
    }
  }
  return result ?? comparePicture(png, name, updatePictures, differ);
}

function problemsOf(outcome: MatrixOutcome, expected: Combination, where: string): string[] {
  const label = `${expected.theme}/${expected.locale}`;
  // Proof that the combination really applied, so green runs cannot be one combination several times.
  if (outcome.rootTheme !== expected.theme || outcome.lang !== expected.locale) {
    return [
      `${label}: the story did not switch (story root data-mode=${outcome.rootTheme}, lang=${outcome.lang})`,
    ];
  }
  const problems: string[] = [];
  if (outcome.playError) problems.push(`${label}: the play function failed: ${outcome.playError}`);
  // Storybook logs a failing play function's error too: console errors count when the play itself passed.
  for (const error of outcome.playError ? [] : (outcome.consoleErrors ?? [])) {
    problems.push(`${label}: console.error while playing: ${error}`);
  }
  if (outcome.skipped) {
    if (outcome.status !== 'success' && !problems.length) {
      problems.push(
        `${label}: the render ended with status "${outcome.status}" (see the browser logs)`,
      );
    }
    return problems;
  }
  const violations = outcome.violations ?? [];
  if (
    outcome.status !== 'success' &&
    !violations.length &&
    !outcome.a11yError &&
    !outcome.playError
  ) {
    problems.push(
      `${label}: the render ended with status "${outcome.status}" (see the browser logs)`,
    );
  }
  if (outcome.a11yStatus === null) {
    return [
      ...problems,
      `${label}: the a11y addon sent no report (is @storybook/addon-a11y registered?)`,
    ];
  }
  if (outcome.a11yError) problems.push(`${label}: axe-core failed: ${outcome.a11yError}`);
  // 'warning' is a story that set a11y.test: 'todo'; it is reported, not failed, like in the addon.
  if (violations.length && outcome.a11yStatus === 'warning') {
    process.stdout.write(
      `a11y todo in ${where} (${label}): ${violations.map((v) => v.id).join(', ')}\n`,
    );
    return problems;
  }
  for (const violation of violations) {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target}${node.summary ? ` — ${node.summary}` : ''}`)
      .join('\n');
    const more =
      violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : '';
    problems.push(
      `${label}: [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n` +
        `      ${violation.helpUrl}\n${nodes}${more}`,
    );
  }
  return problems;
}

const config: TestRunnerConfig = {
  /** The preview once per story file, on Playwright's clock (installed before the page's first script runs). */
  async prepare({ page }) {
    trackFiles(page);
    await page.clock.install({ time: FIXED_NOW });
    // The test-runner reads the pass's own index (grouped titles); the page is the built Storybook's.
    const targetUrl = process.env.PASTURE_STORYBOOK_URL;
    if (!targetUrl) {
      throw new Error(
        'PASTURE_STORYBOOK_URL is not set: run the pass with npm run test:storybook-static',
      );
    }
    await page.goto(new URL('iframe.html', `${targetUrl}/`).toString(), { waitUntil: 'load' });
  },
  async preVisit(page, passContext) {
    debug(`visit ${passContext.id}`);
    await startClock(page);
  },
  async postVisit(page, passContext) {
    // The visit itself failed (the test-runner reports why): the other combinations would only repeat it.
    if (passContext.hasFailure) return;
    const context = storyEntry(passContext.id);
    const where = `${context.title} › ${context.name}`;
    const problems = new Set<string>();
    const pictured: string[] = [];
    // The test-runner's visit: light/zh-CN with play (a story that pins a global shows that value instead).
    const done: Array<Combination & { played: boolean }> = [];
    try {
      const facts = await page.evaluate(storyFacts);
      const wanted: PictureSpec[] = picturesOf(context, skipped);
      const visit = { ...defaults, ...facts.pinned };
      /** The picture of this story in this combination, if it is pictured there. */
      const picture = async (shown: Combination, firstLanguage: boolean) => {
        if (facts.pinned.theme && shown.theme !== facts.pinned.theme) return;
        const spec = wanted.find(
          (candidate) =>
            candidate.theme === shown.theme &&
            candidate.locale === (firstLanguage ? 'zh-CN' : 'en-US'),
        );
        if (!spec) return;
        const name = baselineName(context.id, spec.theme, firstLanguage ? undefined : 'en-US');
        const result = await takePicture(page, name, facts.ignoreSelectors);
        pictured.push(name);
        if (result.outcome === 'mismatch' || result.outcome === 'missing') {
          problems.add(`${shown.theme}/${shown.locale}: picture ${result.message}`);
        } else if (result.outcome === 'written') {
          process.stdout.write(`${where}: ${result.message}\n`);
        }
      };
      if (sampleTitles.some((prefix) => context.title.startsWith(prefix))) {
        for (const text of await page.evaluate(englishSamplesShown, englishSamples)) {
          problems.add(
            `light/zh-CN: the canvas shows the sample text "${text}" in English ` +
              '(render and play read it with sample(), args get it from withSamples: stories/support/samples.ts)',
          );
        }
      }
      await picture(visit, true);
      for (const step of steps) {
        const outcome = await renderWith(page, context.id, step, done);
        const expected = { theme: step.theme, locale: step.locale, ...outcome.pinned };
        if (outcome.covered) continue;
        done.push({ ...expected, played: Boolean(outcome.played) });
        const stepProblems = problemsOf(outcome, expected, where);
        for (const problem of stepProblems) problems.add(problem);
        // A picture of a render that failed would only repeat the failure.
        if (!stepProblems.length) {
          await picture(expected, facts.pinned.locale !== undefined || expected.locale === 'zh-CN');
        }
      }
    } finally {
      await restoreDefaults(page).catch(() => undefined);
    }
    if (problems.size) {
      throw new Error(
        `Story pass failed for ${where} (${context.id}):\n` +
          [...problems].map((problem) => `  • ${problem}`).join('\n'),
      );
    }
  },
};

export default config;
