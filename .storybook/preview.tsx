import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import {
  AnchorMdx,
  ArgTypes,
  Controls,
  Description,
  DocsContext,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import type { ArgTypesEnhancer, Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { useContext, useEffect, useMemo, type ComponentProps, type ReactNode } from 'react';
import {
  createI18n,
  createPastureRuntime,
  isLocale,
  MemoryScreenHost,
  PastureProvider,
  theme,
  type Locale,
  type ThemeMode,
} from '@pasture/ui';
import { handlersByFeature, resetMockState, setMockDelay } from '@pasture/ui/mocks';
import { registerStoryI18n } from '../stories/support/texts';
import { startStorybookWorker } from './msw';
import { themeModes } from './modes';

// Stories answer at once; demo mode uses the spec's 600–1000 ms.
setMockDelay('none');

// A screen's code, texts and data load lazily, one after the other; on CI's two cores, busy with other lanes, the
// first of them can take more than testing-library's default second to appear. Queries that wait for something to
// appear may wait longer; nothing that should be absent is asserted by waiting.
configure({ asyncUtilTimeout: 10_000 });

/** Story-level switches read by the preview: `parameters.pasture.debug` picks the debug or real server contract. */
export interface PastureStoryParameters {
  /** Debug mode (debug envelope for login and user info). Default true, as in the demo console. */
  debug?: boolean;
  /** Where the screen's host starts (its URL state, e.g. `/list/search-table?status=online`). Default `/`. */
  initialPath?: string;
}

/**
 * The story's root fills the canvas in the theme's page colour; its spread shadow paints that colour under content
 * that overflows the canvas too (the page behind is Storybook's, unstyled), without changing any layout.
 */
const storyRootStyle = {
  minHeight: '100vh',
  background: theme.color.bgBody,
  boxShadow: `0 0 0 100vmax ${theme.color.bgBody}`,
} as const;
/** On a docs page a story is one block among many: as tall as its content, not a screen each. */
const docsStoryRootStyle = { ...storyRootStyle, minHeight: undefined } as const;

function StoryProviders({
  storyId,
  locale,
  mode,
  debug,
  initialPath,
  inDocs,
  children,
}: {
  storyId: string;
  inDocs: boolean;
  locale: Locale;
  mode: ThemeMode;
  debug: boolean;
  initialPath: string;
  children: ReactNode;
}) {
  // A fresh runtime per story (and per toolbar change): no session, toast or prompt leaks between stories. The
  // canvas is the story's page, so its `<html lang>` follows the language, as the console's does.
  // Play functions read their texts in this instance's language (stories/support/texts.ts).
  const runtime = useMemo(
    () => {
      const created = createPastureRuntime({
        i18n: createI18n({ locale, documentLanguage: true }),
        debug,
      });
      registerStoryI18n(created.i18n);
      return created;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- storyId is the reset key
    [storyId, locale, debug],
  );
  // A story may switch language itself (the navbar's language menu); any later toolbar change — the theme too —
  // brings the toolbar's language back, so every combination renders in the language it names.
  useEffect(() => {
    if (runtime.i18n.language !== locale) void runtime.i18n.changeLanguage(locale);
  }, [runtime, locale, mode]);
  // Theme and language apply to the story's root (the provider's root element, filling the canvas in the theme's
  // page colour) and to the provider's portal container; <html> and <body> stay as Storybook made them.
  return (
    <PastureProvider
      runtime={runtime}
      mode={mode}
      onRelogin={() => undefined}
      style={inDocs ? docsStoryRootStyle : storyRootStyle}
    >
      <MemoryScreenHost initialPath={initialPath}>{children}</MemoryScreenHost>
    </PastureProvider>
  );
}

const withProviders: Decorator = (Story, context) => {
  const pasture = (context.parameters.pasture ?? {}) as PastureStoryParameters;
  return (
    <StoryProviders
      storyId={context.id}
      locale={isLocale(context.globals.locale) ? context.globals.locale : 'zh-CN'}
      mode={context.globals.theme === 'dark' ? 'dark' : 'light'}
      debug={pasture.debug ?? true}
      initialPath={pasture.initialPath ?? '/'}
      inDocs={context.viewMode === 'docs'}
    >
      <Story />
    </StoryProviders>
  );
};

/** Docs-page switches read by the preview: `parameters.pastureDocs`. */
export interface PastureDocsParameters {
  /**
   * Which showcase stories the docs page renders: `all` (a primitive's few small states) or `primary` (a whole
   * screen: the first story inline, the other states as links to their own canvas, each with its description).
   * Default: `primary` for Screens, `all` for the rest.
   */
  inline?: 'all' | 'primary';
  /**
   * The library component a story wrapper shows, when the meta's `component` is that wrapper (a chart with the
   * translated texts of a screen): its props table is the component's, under the wrapper's controls.
   */
  propsOf?: { name: string; component: ComponentProps<typeof ArgTypes>['of'] };
}

/**
 * Showcase stories as links to their canvas with their descriptions: on a screen's page every state after the first
 * (`rest`), on a component's page the showcase stories it leaves out (`!autodocs` without `edge-case`: a state that
 * looks like another until it is used, such as a table's column settings).
 */
function StoryLinks({ which }: { which: 'rest' | 'off-page' }) {
  const { componentStories } = useContext(DocsContext);
  const all = componentStories();
  const onPage = (story: { tags: string[] }) => story.tags.includes('autodocs');
  const showcase = all.some(onPage) ? all.filter(onPage) : all;
  const rest =
    which === 'rest'
      ? showcase.slice(1)
      : all.filter((story) => !onPage(story) && !story.tags.includes('edge-case'));
  if (!rest.length) return null;
  return (
    <>
      <Heading>{which === 'rest' ? 'Other states' : 'More in the sidebar'}</Heading>
      <ul>
        {rest.map((story) => (
          <li key={story.id}>
            <AnchorMdx href={`?path=/story/${story.id}`}>{story.name}</AnchorMdx>
            <Description of={story.moduleExport} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A component's docs page: Storybook's own layout, with the first story rendered once (Storybook's page renders it
 * twice, as the primary canvas under the description and again first in the list of stories). A screen's page
 * renders one screen and links to the others: each is a whole logged-in page with its own calls, and a page
 * rendering six of them took longer than a designer waits for a page.
 */
function DocsPage() {
  const { title, parameters } = useContext(DocsContext).resolveOf('meta', ['meta']).preparedMeta;
  const docs = parameters.pastureDocs as PastureDocsParameters | undefined;
  const inline = docs?.inline ?? (title.startsWith('Screens/') ? 'primary' : 'all');
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      <Description of="story" />
      <Controls />
      {docs?.propsOf ? (
        <>
          <Heading>{`${docs.propsOf.name} props`}</Heading>
          <ArgTypes of={docs.propsOf.component} />
        </>
      ) : null}
      {inline === 'all' ? (
        <>
          <Stories includePrimary={false} />
          <StoryLinks which="off-page" />
        </>
      ) : (
        <StoryLinks which="rest" />
      )}
    </>
  );
}

/**
 * HTML attributes a story passes as args (`aria-label`, `placeholder`, `onChange`…) come from React's DOM types, so
 * the props table has no description for them: given one here where none is set. It runs before Storybook infers
 * the args' own rows (which keep what an earlier enhancer set), so it adds the rows it describes itself.
 */
const htmlAttributeDescriptions: Record<string, string> = {
  'aria-label':
    'The accessible name, when no visible label names it (HTML attribute, passed to the element).',
  placeholder: 'A hint shown while it is empty (HTML attribute); never the only label.',
  onChange: 'Called with the native change event (HTML attribute, passed to the element).',
  onClick: 'Called with the native click event (HTML attribute, passed to the element).',
  href: 'Where the link goes (HTML attribute).',
  children: 'The content shown inside: text or elements.',
};
const describeHtmlAttributes: ArgTypesEnhancer = ({ argTypes, initialArgs }) => {
  const described = { ...argTypes };
  for (const name of new Set([...Object.keys(argTypes), ...Object.keys(initialArgs ?? {})])) {
    const description = htmlAttributeDescriptions[name];
    if (description && !argTypes[name]?.description) {
      described[name] = { name, ...argTypes[name], description };
    }
  }
  return described;
};

/** Stories rendered and not yet torn down (a docs page shows several at once). */
const mountedStories = new Set<string>();

const preview: Preview = {
  decorators: [withProviders],
  argTypesEnhancers: [describeHtmlAttributes],
  loaders: [mswLoader(startStorybookWorker)],
  // Every story starts logged out with the mock servers' state as shipped; a story's own beforeEach runs after.
  // Storybook runs beforeEach on every render, a toolbar change too; a re-render keeps the story as it is (its
  // session and the mocks' state: a polling screen must not find itself logged out). The cleanup runs when the
  // story is torn down (another story, a remount), so the next mount starts fresh again.
  beforeEach({ id }) {
    if (mountedStories.has(id)) return undefined;
    mountedStories.add(id);
    localStorage.clear();
    resetMockState();
    return () => {
      mountedStories.delete(id);
    };
  },
  initialGlobals: { theme: 'light', locale: 'zh-CN' },
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      page: DocsPage,
      // A Playground (every prop at a value of its own, for the Controls panel) stays in the sidebar and off the
      // docs page, whose first story already has the controls under it.
      stories: { filter: (story: { name: string }) => story.name !== 'Playground' },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    msw: { handlers: handlersByFeature },
    pasture: { debug: true } satisfies PastureStoryParameters,
    // Chromatic takes every story in light and dark, like the local check (tests/visual).
    chromatic: { modes: themeModes },
  },
  // `a11y-matrix`: the static test-runner checks every story in both themes and languages; `!a11y-matrix` opts out.
  tags: ['autodocs', 'a11y-matrix'],
};

export default preview;
