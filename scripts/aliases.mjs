// Inside the workspace @pasture/ui resolves to its source, so the console, Storybook and tests never wait for a
// library build; the published package resolves to dist/ through its exports map.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicEntries } from '../packages/ui/publicEntries.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ui = path.join(root, 'packages/ui');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Every public entry (package.json `exports`) to its source module, and `@pasture/ui/internal` (`/internal/mocks`)
 * to the module that gives the repo's own code (the console, stories, tests) what the library does not publish. The
 * internal specifiers exist only here and in tsconfig.json: the package has no such export, so no other app can
 * reach them (ADR 027).
 */
export const workspaceAliases = [
  ...publicEntries.map((entry) => ({
    find: new RegExp(`^${escape(entry.specifier)}$`),
    replacement: path.join(ui, entry.source),
  })),
  { find: /^@pasture\/ui\/internal$/, replacement: path.join(ui, 'src/internal.ts') },
  { find: /^@pasture\/ui\/internal\/mocks$/, replacement: path.join(ui, 'src/mocks/internal.ts') },
];

/**
 * Dependencies Vite pre-bundles up front. Without the list Vite discovers them while the first story or page runs,
 * re-bundles and reloads the page mid-test, which fails a fresh clone's first run.
 */
export const prebundledDependencies = [
  '@hookform/resolvers/yup',
  '@radix-ui/react-checkbox',
  '@radix-ui/react-collapsible',
  '@radix-ui/react-context-menu',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-label',
  '@radix-ui/react-popover',
  '@radix-ui/react-progress',
  '@radix-ui/react-radio-group',
  '@radix-ui/react-select',
  '@radix-ui/react-slot',
  '@radix-ui/react-switch',
  '@radix-ui/react-tabs',
  '@radix-ui/react-toast',
  '@radix-ui/react-tooltip',
  '@radix-ui/react-visually-hidden',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  '@visx/axis',
  '@visx/curve',
  '@visx/event',
  '@visx/gradient',
  '@visx/grid',
  '@visx/group',
  '@visx/legend',
  '@visx/responsive',
  '@visx/scale',
  '@visx/shape',
  '@visx/tooltip',
  'i18next',
  'lucide-react',
  'md5',
  'react-day-picker',
  'react-day-picker/locale/en-US',
  'react-day-picker/locale/zh-CN',
  'react-hook-form',
  'react-i18next',
  'styled-components',
  'yup',
];
