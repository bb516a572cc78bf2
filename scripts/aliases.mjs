// Inside the workspace @pasture/ui resolves to its source, so the console, Storybook and tests never wait for a
// library build; the published package resolves to dist/ through its exports map.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ui = path.join(root, 'packages/ui/src');

export const workspaceAliases = [
  { find: /^@pasture\/ui\/mocks\/browser$/, replacement: path.join(ui, 'mocks/browser.ts') },
  { find: /^@pasture\/ui\/mocks\/node$/, replacement: path.join(ui, 'mocks/node.ts') },
  { find: /^@pasture\/ui\/mocks$/, replacement: path.join(ui, 'mocks/index.ts') },
  { find: /^@pasture\/ui$/, replacement: path.join(ui, 'index.ts') },
];
