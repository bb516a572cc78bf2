import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { prebundledDependencies, workspaceAliases } from '../scripts/aliases.mjs';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker file is shared with the console's demo mode.
  staticDirs: ['../packages/console/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { alias: workspaceAliases },
      optimizeDeps: { include: prebundledDependencies },
    }),
};

export default config;
