import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { prebundledDependencies, workspaceAliases } from './scripts/aliases.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Runs of the happy-dom projects alone (unit, composed) do not need a browser; everything else does.
const unitOnly =
  (process.argv.includes('unit') || process.argv.includes('composed')) &&
  !process.argv.includes('storybook');
const executablePath = unitOnly ? undefined : await findChromium();

export default defineConfig({
  resolve: {
    alias: [
      ...workspaceAliases,
      // The fault-matrix engine, for the per-feature drivers (`*.faults.tsx`) wherever they sit; also in tsconfig.json.
      {
        find: /^@pasture\/fault-matrix\/(.*)$/,
        replacement: path.join(dirname, 'tests/unit/fault-matrix/$1'),
      },
    ],
  },
  optimizeDeps: { include: prebundledDependencies },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          // Tests that render a story are the `composed` project's.
          exclude: [...configDefaults.exclude, '**/*.stories.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          // A hang tripwire, not a speed budget (ADR 018): tests wait for states, and on two cores shared with
          // browsers a render-and-interact test that takes 1 s idle took 5–9 s. Budgets live in the benchmarks.
          testTimeout: 20_000,
          restoreMocks: true,
          // One module graph for all files (ADR 018): re-importing React, MSW, i18next and the library for
          // each of ~100 files was two thirds of the step (216 s → 69 s on 2 cores). What a file changes is reset
          // by vitest.setup.ts after every test (DOM, MSW handlers, mock state, storage, spies); a file must not
          // replace the MSW server's initial handlers (`server.resetHandlers(...handlers)`) or use `vi.mock`.
          // The suite passes with its files shuffled (`--sequence.shuffle.files`).
          isolate: false,
        },
      },
      {
        // A test that needs a story's setup renders the story (`composeStories` from its story file, with the
        // preview's decorators and loaders, the story's args, MSW handlers and beforeEach) and asserts what its play
        // does not: `*.stories.test.tsx` next to the part. Its own project because each file gets its own module
        // graph (isolate): storybook/test brings a second user-event, which in the unit project's shared graph broke
        // typing in later files. happy-dom and the MSW node server, as in the unit project (vitest.setup.ts), so
        // `npm test`'s unit step runs both projects without a browser.
        extends: true,
        test: {
          name: 'composed',
          environment: 'happy-dom',
          include: ['packages/*/src/**/*.stories.test.tsx'],
          setupFiles: ['./vitest.setup.ts', './vitest.composed.setup.ts'],
          testTimeout: 20_000,
          restoreMocks: true,
          // After the unit project, not beside it: run together, the two pools recycled each other's workers and
          // the unit files lost their shared graph (the unit step took ~2× as long on the same files).
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
          },
        },
      },
    ],
  },
});
