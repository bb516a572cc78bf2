import type { TestRunnerConfig } from '@storybook/test-runner';
import { sampleTexts } from '../stories/support/sampleTexts';

/**
 * The story matrix over the built Storybook (docs/decisions/002-two-story-runners.md). The test-runner renders each
 * story and runs its play function in the default globals (light, zh-CN); this hook then covers the other
 * combinations over the preview channel, without reloading the iframe:
 *
 * - dark/zh-CN: Storybook's globals updated, the mounted story re-rendered (play state kept, play not re-run);
 * - light/en-US: the story **remounted with its play function**, so every play passes in English too (its texts come
 *   from the locale bundles, stories/support/texts.ts) — the re-render that used to check light/en-US does it now;
 * - dark/en-US: re-rendered again, after the English play.
 *
 * After every render the a11y addon runs axe-core with the story's own `parameters.a11y`; its report arrives with
 * the `storyFinished` event, and any violation fails the story with a readable list. The globals go back to the
 * defaults in the preview's store without a render: the next story renders in them, this one is not looked at again.
 *
 * Opt-out: stories with `parameters.a11y.disable` or `a11y.test: 'off'`, or tagged `!a11y-matrix`, skip the axe checks
 * but still play in English. A story that pins a global (`globals: { locale: 'en-US' }`) is checked in that value only.
 *
 * Sample texts: after the test-runner's own light/zh-CN visit, a Components or Shell story whose canvas (its root and
 * its portal container: texts, names, placeholders, field values) still shows an English sample text of
 * stories/support/sampleTexts.ts fails with that text — a canvas reads in the toolbar's language. One DOM walk per
 * story, no extra render.
 */

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

interface Combination {
  theme: 'light' | 'dark';
  locale: 'zh-CN' | 'en-US';
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

const RENDER_TIMEOUT_MS = 15_000;

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

function renderWith(
  page: Page,
  storyId: string,
  step: MatrixStep,
  done: Array<Combination & { played: boolean }>,
): Promise<MatrixOutcome> {
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
  async postVisit(page, context) {
    const where = `${context.title} › ${context.name}`;
    const problems = new Set<string>();
    // The test-runner's visit: light/zh-CN with play (a story that pins a global shows that value instead).
    const done: Array<Combination & { played: boolean }> = [];
    try {
      if (sampleTitles.some((prefix) => context.title.startsWith(prefix))) {
        for (const text of await page.evaluate(englishSamplesShown, englishSamples)) {
          problems.add(
            `light/zh-CN: the canvas shows the sample text "${text}" in English ` +
              '(render and play read it with sample(), args get it from withSamples: stories/support/samples.ts)',
          );
        }
      }
      for (const step of steps) {
        const outcome = await renderWith(page, context.id, step, done);
        const expected = { theme: step.theme, locale: step.locale, ...outcome.pinned };
        if (outcome.covered) continue;
        done.push({ ...expected, played: Boolean(outcome.played) });
        for (const problem of problemsOf(outcome, expected, where)) problems.add(problem);
      }
    } finally {
      await restoreDefaults(page).catch(() => undefined);
    }
    if (problems.size) {
      throw new Error(
        `Story matrix failed for ${where} (${context.id}):\n` +
          [...problems].map((problem) => `  • ${problem}`).join('\n'),
      );
    }
  },
};

export default config;
