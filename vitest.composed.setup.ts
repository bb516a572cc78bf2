// The `composed` project (vitest.config.ts): stories rendered in happy-dom with the Storybook preview's annotations.
// vitest.setup.ts runs first: the MSW node server, RTL's cleanup and the reset of mock state and storage.
import { setProjectAnnotations } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { server } from './packages/ui/src/mocks/node';
import preview from './.storybook/preview';

// The preview's one loader starts the MSW service worker, which needs a browser; here the same loader drives the
// node server instead: it resets the server's handlers and adds the story's `parameters.msw` handlers, as in
// Storybook. A second loader in the preview would be dropped here, so it fails instead.
if (!Array.isArray(preview.loaders) || preview.loaders.length !== 1) {
  throw new Error(
    "vitest.composed.setup.ts replaces the preview's MSW loader only: handle the new one here.",
  );
}

setProjectAnnotations([
  { ...preview, loaders: [mswLoader(() => server)] },
  // The tests read their texts in English, like the unit tests; the story runner plays both languages.
  { initialGlobals: { locale: 'en-US' } },
]);
