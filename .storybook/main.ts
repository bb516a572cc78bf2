import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { prebundledDependencies, workspaceAliases } from '../scripts/aliases.mjs';

const config: StorybookConfig = {
  // The system's pages first (the sidebar keeps this order, and the workbench opens on the first entry, the
  // Introduction), then the parts.
  stories: [
    '../stories/docs/Introduction.mdx',
    '../stories/foundations/*.stories.tsx',
    '../stories/playground/*.stories.tsx',
    '../stories/docs/!(Introduction).mdx',
    '../stories/!(docs|foundations|playground)/**/*.mdx',
    '../stories/!(docs|foundations|playground)/**/*.stories.@(ts|tsx)',
  ],
  // Stories in two roles: edge-case and interaction tests carry `edge-case` (and `!autodocs`, so their docs page
  // shows the showcase only); the designer's sidebar leaves them out until the tag filter includes them. The
  // test-runner, the Vitest project and the visual check run every story whatever its tags.
  tags: { 'edge-case': { defaultFilterSelection: 'exclude' } },
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker file is shared with the console's demo mode.
  staticDirs: ['../packages/console/public'],
  // The console's logo as the tab icon (relative: the static site may live under any path).
  managerHead: (head) => `${head ?? ''}<link rel="icon" type="image/svg+xml" href="favicon.svg" />`,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { alias: workspaceAliases },
      optimizeDeps: { include: prebundledDependencies },
    }),
};

export default config;
