import type { TestRunnerConfig } from '@storybook/test-runner';

/**
 * The a11y matrix over the built Storybook (docs/decisions/002-two-story-runners.md). After the test-runner has
 * rendered a story and run its play function in the default globals, each story is re-rendered in the other
 * theme/language combinations by updating Storybook's globals over the preview channel, which re-renders the
 * mounted story (its play-function state kept, the play function not re-run) without reloading the iframe. The a11y
 * addon runs axe-core after every render with the story's own `parameters.a11y`; its report arrives with the
 * `storyFinished` event, and any violation fails the story with a readable list.
 *
 * Opt-out: stories with `parameters.a11y.disable` or `a11y.test: 'off'` are skipped like in the addon. Once the
 * preview declares the `a11y-matrix` tag, a story can leave the matrix with `tags: ['!a11y-matrix']`. A story that
 * pins a global (`globals: { locale: 'en-US' }`) is checked in that value only.
 */

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

interface Combination {
  theme: 'light' | 'dark';
  locale: 'zh-CN' | 'en-US';
}

// light/zh-CN goes last: globals outlive a story on the test-runner's page, so the next story must find the
// defaults again, and that final re-render is also the post-play light/zh-CN check.
const defaults: Combination = { theme: 'light', locale: 'zh-CN' };
const combinations: Combination[] = [
  { theme: 'dark', locale: 'zh-CN' },
  { theme: 'light', locale: 'en-US' },
  { theme: 'dark', locale: 'en-US' },
  defaults,
];

const RENDER_TIMEOUT_MS = 15_000;

interface ViolationSummary {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; summary: string }>;
}

interface MatrixOutcome {
  skipped?: string;
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
  globals,
  timeout,
}: {
  storyId: string;
  globals: Combination;
  timeout: number;
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
      storyStoreValue?: { projectAnnotations?: { tags?: string[] } };
    };
  };
  const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
  const preview = scope.__STORYBOOK_PREVIEW__;
  if (!channel || !preview) throw new Error('the Storybook preview channel is not available');
  const story = preview.currentRender?.story;
  const a11y = story?.parameters?.a11y;
  if (a11y?.disable === true || a11y?.test === 'off') {
    return Promise.resolve({ skipped: 'parameters.a11y turns the check off' });
  }
  const projectTags = preview.storyStoreValue?.projectAnnotations?.tags ?? [];
  if (projectTags.includes('a11y-matrix') && !story?.tags?.includes('a11y-matrix')) {
    return Promise.resolve({ skipped: 'tagged !a11y-matrix' });
  }
  const pinned: Partial<Combination> = {};
  const storyGlobals = story?.storyGlobals ?? {};
  if (storyGlobals.theme === 'light' || storyGlobals.theme === 'dark')
    pinned.theme = storyGlobals.theme;
  if (storyGlobals.locale === 'zh-CN' || storyGlobals.locale === 'en-US')
    pinned.locale = storyGlobals.locale;

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
        const timer = setTimeout(() => {
          channel.off('storyFinished', onFinished as Listener);
          reject(
            new Error(`no render finished within ${timeout} ms for ${JSON.stringify(globals)}`),
          );
        }, timeout);
        function onFinished(event: { storyId: string; status: string; reporters?: Report[] }) {
          if (event.storyId !== storyId) return;
          clearTimeout(timer);
          channel?.off('storyFinished', onFinished as Listener);
          const report = event.reporters?.find((reporter) => reporter.type === 'a11y');
          const error = report?.result?.error;
          resolve({
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
            rootTheme: document
              .querySelector('#storybook-root [data-pasture-root]')
              ?.getAttribute('data-mode'),
            lang: document
              .querySelector('#storybook-root [data-pasture-root]')
              ?.getAttribute('lang'),
            pinned,
          });
        }
        channel.on('storyFinished', onFinished as Listener);
        channel.emit('updateGlobals', { globals });
      }),
  );
}

function renderWith(page: Page, storyId: string, globals: Combination): Promise<MatrixOutcome> {
  return page.evaluate(renderInPage, { storyId, globals, timeout: RENDER_TIMEOUT_MS });
}

function problemsOf(outcome: MatrixOutcome, expected: Combination, where: string): string[] {
  const label = `${expected.theme}/${expected.locale}`;
  // Proof that the combination really applied, so four green runs cannot be one combination four times.
  if (outcome.rootTheme !== expected.theme || outcome.lang !== expected.locale) {
    return [
      `${label}: the story did not switch (story root data-mode=${outcome.rootTheme}, lang=${outcome.lang})`,
    ];
  }
  const problems: string[] = [];
  const violations = outcome.violations ?? [];
  if (outcome.status !== 'success' && !violations.length && !outcome.a11yError) {
    problems.push(
      `${label}: the re-render ended with status "${outcome.status}" (see the browser logs)`,
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
    let leftDefaults = false;
    try {
      for (const combination of combinations) {
        leftDefaults = combination !== defaults;
        const outcome = await renderWith(page, context.id, combination);
        if (outcome.skipped) return;
        const expected = { ...combination, ...outcome.pinned };
        for (const problem of problemsOf(outcome, expected, where)) problems.add(problem);
      }
    } finally {
      // A timeout mid-matrix must not leave dark/en-US behind for the next story on this page.
      if (leftDefaults) await renderWith(page, context.id, defaults).catch(() => undefined);
    }
    if (problems.size) {
      throw new Error(
        `Accessibility matrix failed for ${where} (${context.id}):\n` +
          [...problems].map((problem) => `  • ${problem}`).join('\n'),
      );
    }
  },
};

export default config;
