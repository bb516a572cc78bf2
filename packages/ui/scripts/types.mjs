#!/usr/bin/env node
// The package's type declarations, after tsup wrote the JavaScript (`npm run build:ui`), and its API reports:
//   1. tsc writes one declaration file per source module into .tmp/types/modules (not shipped);
//   2. API Extractor reads them once (one TypeScript program) and, per public entry of package.json `exports`, rolls
//      the entry's declarations up into dist/<entry>.d.ts (copied to .d.cts for `require`) and writes the entry's API
//      report (every exported value and type, with its signature) into .tmp/types/api/<name>.api.md.
// `npm run api:update` copies those reports into packages/ui/api/, where they are committed and reviewed; the package
// check fails when they differ from the build's (docs/decisions/027-public-entries.md).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { publicEntries } from '../publicEntries.mjs';

const ui = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const modules = path.join(ui, '.tmp/types/modules');
const reports = path.join(ui, '.tmp/types/api');
const require = createRequire(import.meta.url);

rmSync(path.join(ui, '.tmp/types'), { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const tsc = spawnSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', path.join(ui, 'tsconfig.types.json')],
  { stdio: 'inherit' },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const configs = publicEntries.map((entry) =>
  ExtractorConfig.prepare({
    configObject: {
      projectFolder: ui,
      mainEntryPointFilePath: path.join(modules, `${entry.output}.d.ts`),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            lib: ['es2023', 'dom', 'dom.iterable'],
            types: [],
          },
          include: [modules],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.reportName,
        reportFolder: reports,
        reportTempFolder: reports,
      },
      dtsRollup: {
        enabled: true,
        untrimmedFilePath: path.join(ui, 'dist', `${entry.output}.d.ts`),
      },
      docModel: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: {
          default: { logLevel: 'error' },
          // Every export is public (no release tags).
          'ae-missing-release-tag': { logLevel: 'none' },
          // Every public item — an export, a member, a prop — has its TSDoc (issue 19): a new undocumented one fails
          // the build with its file and line, before it reaches a report or a designer's props table.
          'ae-undocumented': { logLevel: 'error', addToApiReportFile: false },
          // A public signature that uses a type the entry does not export: written into the report for review.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
      newlineKind: 'lf',
    },
    configObjectFullPath: path.join(ui, 'api-extractor.json'),
    packageJsonFullPath: path.join(ui, 'package.json'),
  }),
);

const compilerState = CompilerState.create(configs[0], {
  additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
});
let failed = 0;
for (const [index, config] of configs.entries()) {
  const entry = publicEntries[index];
  const result = Extractor.invoke(config, {
    // Local: the report is written to reportFolder whatever it was; packages/ui/api/ is compared by the package check.
    localBuild: true,
    compilerState,
    messageCallback(message) {
      // "The API report file was missing/changed, so a new file was created" is the point of this step; the rest of
      // the console chatter (which TypeScript it bundles, where it wrote) says nothing a build log needs.
      if (message.messageId.startsWith('console-api-report') || message.logLevel === 'info') {
        message.handled = true;
      }
    },
  });
  if (!result.succeeded) {
    failed += 1;
    process.stderr.write(`API Extractor failed for ${entry.specifier}\n`);
    continue;
  }
  const dts = path.join(ui, 'dist', `${entry.output}.d.ts`);
  copyFileSync(dts, dts.replace(/\.d\.ts$/, '.d.cts'));
}
if (failed) process.exit(1);
