import { test as base, type Page } from '@playwright/test';
import type { Theme } from './stories';

/**
 * One long-lived page per worker on the static Storybook's iframe. Stories are switched and re-themed over the
 * preview's channel (`setCurrentStory`, `updateGlobals`), as the test-runner does, so the preview bundle loads once
 * per worker instead of once per screenshot.
 */

/** Every story sees this wall-clock time when it starts (dates in fixtures, the footer's year, the chat's times). */
export const FIXED_NOW = new Date('2026-03-02T10:00:00+08:00');

/** Axe is the story runner's job (ADR 018); here it would only cost a second per render. */
const initialGlobals = 'a11y.manual:!true';

export interface RenderOutcome {
  /** `success`, or `error` when the render, a loader or the play function failed. */
  status: string;
  errors: string[];
  theme: string | null;
  /** The theme a story pins with `globals: { theme }`; it is screenshotted in that theme only. */
  pinnedTheme: Theme | null;
  /**
   * What the picture leaves out: the story's `chromatic.ignoreSelectors`, the same parameter Chromatic honours, for
   * content that is right but not the same twice (a clock time the story's own timing decides).
   */
  ignoreSelectors: string[];
}

type Channel = {
  on: (event: string, listener: (payload: never) => void) => void;
  off: (event: string, listener: (payload: never) => void) => void;
  emit: (event: string, payload: unknown) => void;
};
type PreviewScope = {
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: {
        storyGlobals?: Record<string, unknown>;
        parameters?: { chromatic?: { ignoreSelectors?: unknown } };
      };
    };
  };
};

/**
 * Runs in the iframe: starts a render (a story switch, a remount of the current story, or a globals update) and
 * resolves once Storybook reports it finished — loaders, render, play function and hooks done.
 */
function renderInPage({
  storyId,
  action,
  globals,
}: {
  storyId: string;
  action: 'show' | 'remount' | 'globals';
  globals?: Record<string, unknown>;
}): Promise<RenderOutcome> {
  const scope = globalThis as unknown as PreviewScope;
  const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) throw new Error('the Storybook preview channel is not available');
  const errors: string[] = [];
  const errorEvents = [
    'storyErrored',
    'storyThrewException',
    'playFunctionThrewException',
    'storyMissing',
    'unhandledErrorsWhilePlaying',
  ];
  const listeners = errorEvents.map((event) => {
    const listener = (payload: unknown) => {
      const text =
        typeof payload === 'string'
          ? payload
          : ((payload as { message?: string; title?: string } | null)?.message ??
            (payload as { title?: string } | null)?.title ??
            JSON.stringify(payload));
      // The first line names the failure; the rest is a DOM dump the story runner prints anyway.
      errors.push(`${event}: ${String(text).split('\n')[0]}`);
    };
    channel.on(event, listener as (payload: never) => void);
    return [event, listener] as const;
  });
  window.scrollTo(0, 0);
  return new Promise((resolve) => {
    function onFinished(event: { storyId: string; status: string }) {
      if (event.storyId !== storyId) return;
      channel!.off('storyFinished', onFinished as (payload: never) => void);
      for (const [name, listener] of listeners)
        channel!.off(name, listener as (payload: never) => void);
      const story = scope.__STORYBOOK_PREVIEW__?.currentRender?.story;
      const pinned = story?.storyGlobals?.theme;
      const ignored = story?.parameters?.chromatic?.ignoreSelectors;
      resolve({
        status: event.status,
        errors,
        theme:
          document
            .querySelector('#storybook-root [data-pasture-root]')
            ?.getAttribute('data-mode') ?? null,
        pinnedTheme: pinned === 'light' || pinned === 'dark' ? pinned : null,
        ignoreSelectors: Array.isArray(ignored)
          ? ignored.filter((selector): selector is string => typeof selector === 'string')
          : [],
      });
    }
    channel.on('storyFinished', onFinished as (payload: never) => void);
    // A globals change and a story switch in one go: the old story's re-render is torn down, the new one renders
    // in the new globals.
    if (globals && action !== 'globals') channel.emit('updateGlobals', { globals });
    if (action === 'show') channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    else if (action === 'remount') channel.emit('forceRemount', { storyId });
    else channel.emit('updateGlobals', { globals });
  });
}

/**
 * Runs in the iframe: resolves once the DOM has not changed for `quietMs` (or after `maxMs`). Storybook's own
 * "finished" comes after the play function and finite animations; this also lets a request that was still on its
 * way land (a lazy language bundle, a refetch) before the picture is taken.
 */
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

export class StoryPage {
  private loaded = false;
  private currentStory: string | null = null;
  private currentTheme: Theme = 'light';

  /**
   * Files the page has asked for and not yet received (lazy chunks, language bundles, fonts). Mocked API calls
   * (`/api/…`) are left out: a story's slow or never-answering server is the state it shows, and its delay runs on
   * the page's clock, which settle() stops.
   */
  private inflight = new Set<unknown>();

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/')) this.inflight.add(request);
    });
    page.on('requestfinished', (request) => this.inflight.delete(request));
    page.on('requestfailed', (request) => this.inflight.delete(request));
  }

  /** Renders `storyId` in `theme` from scratch (its play function runs), after resetting the clock. */
  async show(storyId: string, theme: Theme): Promise<RenderOutcome> {
    if (!this.loaded) await this.load(storyId);
    const remount = this.currentStory === storyId;
    // A remount keeps the globals it finds, so the theme goes first there; a switch takes them along.
    if (remount && this.currentTheme !== theme) await this.setTheme(theme);
    await this.page.clock.setSystemTime(FIXED_NOW);
    await this.page.clock.resume();
    const outcome = await this.page.evaluate(renderInPage, {
      storyId,
      action: remount ? ('remount' as const) : ('show' as const),
      globals: this.currentTheme === theme ? undefined : { theme },
    });
    this.currentTheme = theme;
    this.currentStory = storyId;
    await this.settle();
    return outcome;
  }

  /** Re-renders the mounted story in `theme` (the play function is not run again; its state stays). */
  async setTheme(theme: Theme): Promise<RenderOutcome> {
    const storyId = this.currentStory;
    if (!storyId) throw new Error('no story is mounted');
    // The re-render keeps the story's state (the preview resets the mocks on a mount only), but a poll may refetch
    // while it renders: that answer must carry the story's time again, not seconds later.
    await this.page.clock.setSystemTime(FIXED_NOW);
    await this.page.clock.resume();
    const outcome = await this.page.evaluate(renderInPage, {
      storyId,
      action: 'globals' as const,
      globals: { theme },
    });
    this.currentTheme = theme;
    await this.settle();
    return outcome;
  }

  /**
   * Waits for a quiet DOM, then stops the page's clock: a toast's 5 s, a poll or a ticking countdown cannot change
   * the picture between this moment and the screenshot (CSS animations are Playwright's to stop).
   */
  private async settle() {
    // Quiet means no file on its way either: a chart's lazy chunk can take longer than any quiet window, and a
    // clock paused before its first measurement (visx waits 50 ms on a timer) would keep the chart blank.
    const deadline = Date.now() + 5_000;
    do {
      await this.page.evaluate(quietInPage, { quietMs: 100, maxMs: 3_000 });
    } while (this.inflight.size > 0 && Date.now() < deadline);
    // pauseAt jumps forward to a moment; the clock runs on during the round trip, so aim a little ahead.
    for (const ahead of [50, 250, 1_000]) {
      try {
        await this.page.clock.pauseAt(await this.page.evaluate((ms) => Date.now() + ms, ahead));
        return;
      } catch (error) {
        if (!String(error).includes('to the past')) throw error;
      }
    }
    throw new Error('could not pause the clock');
  }

  /** The iframe once per page, on the first story; later stories switch over the channel. */
  private async load(storyId: string) {
    await this.page.clock.install({ time: FIXED_NOW });
    await this.page.goto(
      `/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${initialGlobals}`,
    );
    await this.page.waitForFunction(
      (id) => {
        const render = (globalThis as unknown as PreviewScope).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && ['finished', 'aborted', 'errored'].includes(render.phase ?? '');
      },
      storyId,
      { timeout: 30_000 },
    );
    this.loaded = true;
    this.currentStory = storyId;
  }
}

/** `storyPage`: the worker's page (1280 × 800, zh-CN, Asia/Shanghai, light scheme, device scale 1). */
export const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        colorScheme: 'light',
      });
      const page = await context.newPage();
      await use(new StoryPage(page));
      await context.close();
    },
    { scope: 'worker' },
  ],
});
