// A story as a unit test (`composeStories`): the story's own args, decorators, mock scenario and play, run in the
// unit project on a test runtime, for what a play cannot check — a callback's arguments, what reached the server, a
// server that changes its answer half-way. What the screen shows stays the story's to assert (its play runs here
// unchanged), so such a test adds only its own assertions after the play.
import { render, type RenderOptions } from '@testing-library/react';
import { composeStories, type Decorator } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { within } from 'storybook/test';
import { isLocale, type Locale } from '@pasture/ui';
import { server } from '@pasture/ui/mocks/node';
import { createTestRuntime, PastureTestProvider } from '@pasture/ui/testing';
import { registerStoryI18n } from './texts';

function StoryTestProviders({
  locale,
  debug,
  initialPath,
  children,
}: {
  locale: Locale;
  debug: boolean;
  initialPath: string;
  children: ReactNode;
}) {
  // As the preview's providers, on a test runtime: a fresh one per render, the play reading its texts from it.
  const [runtime] = useState(() => {
    const created = createTestRuntime({ locale, debug });
    registerStoryI18n(created.i18n);
    return created;
  });
  return (
    <PastureTestProvider runtime={runtime} initialPath={initialPath}>
      {children}
    </PastureTestProvider>
  );
}

/** The preview's `withProviders` for the unit project: the story's language, debug mode and start path. */
const withTestProviders: Decorator = (Story, context) => {
  const pasture = (context.parameters.pasture ?? {}) as { debug?: boolean; initialPath?: string };
  return (
    <StoryTestProviders
      locale={isLocale(context.globals.locale) ? context.globals.locale : 'en-US'}
      debug={pasture.debug ?? true}
      initialPath={pasture.initialPath ?? '/'}
    >
      <Story />
    </StoryTestProviders>
  );
};

/** The stories of a CSF module, composed with the unit project's preview (en-US unless a story sets its locale). */
export function composeForUnit<Module extends Parameters<typeof composeStories>[0]>(
  module: Module,
) {
  return composeStories(module, {
    decorators: [withTestProviders],
    initialGlobals: { locale: 'en-US', theme: 'light' },
  });
}

/** What `playStory` needs of a composed story. */
export interface PlayableStory {
  (): ReactNode;
  parameters: { msw?: { handlers?: Record<string, readonly RequestHandler[]> } };
  play?(context: { canvasElement: HTMLElement; canvas: ReturnType<typeof within> }): Promise<void>;
}

/**
 * Renders a composed story with its mock scenario (`parameters.msw.handlers`, over the server's handlers until the
 * test ends) and runs its play; resolves with the story's root once the play has passed.
 */
export async function playStory(
  Story: PlayableStory,
  { wrapper }: Pick<RenderOptions, 'wrapper'> = {},
): Promise<HTMLElement> {
  const scenario = Object.values(Story.parameters.msw?.handlers ?? {}).flat();
  if (scenario.length > 0) server.use(...scenario);
  const { container } = render(<Story />, { wrapper });
  await Story.play?.({ canvasElement: container, canvas: within(container) });
  return container;
}
