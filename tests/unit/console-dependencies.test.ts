// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The console declares every package it imports (docs/decisions/022-library-packaging.md): in the workspace a hoisted
 * copy would resolve an undeclared import anyway, so only this check notices. App code needs `dependencies`; tests
 * and the Vite config may use `devDependencies`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const consoleDir = path.join(root, 'packages/console');
const manifest = JSON.parse(readFileSync(path.join(consoleDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [file] : [];
  });
}

const specifierPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bexport\s+\*\s+from\s*)['"]([^'"]+)['"]/gm;

/**
 * The repository's own import paths that name no package: tsconfig.json's `paths` whose target lies outside
 * packages/ (the fault-matrix engine under tests/, for the `*.faults.tsx` drivers). `@pasture/ui/…` paths stay
 * packages: the console must declare `@pasture/ui`.
 */
const repositoryAliases = Object.entries(
  (
    JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    }
  ).compilerOptions.paths,
)
  .filter(([, targets]) => targets.every((target) => !target.startsWith('packages/')))
  .map(([alias]) => alias.replace(/\*$/, ''));
const isRepositoryAlias = (specifier: string) =>
  repositoryAliases.some((alias) => specifier === alias || specifier.startsWith(alias));

/** The packages a file imports: bare specifiers reduced to their package name, Node built-ins left out. */
function importedPackages(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const [, specifier] of code.matchAll(specifierPattern)) {
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) continue;
    if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
    if (isRepositoryAlias(specifier)) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
  }
  return [...names];
}

const srcDir = path.join(consoleDir, 'src');
// Tests, fault-matrix drivers (`*.faults.tsx`), the Vite config and the build scripts it loads (scripts/) run at
// build or test time only.
const isDevFile = (file: string) =>
  !file.startsWith(`${srcDir}${path.sep}`) || /\.(test|faults)\.[jt]sx?$/.test(file);
const scriptsDir = path.join(consoleDir, 'scripts');
const files = [
  ...sourceFiles(srcDir),
  ...(existsSync(scriptsDir) ? sourceFiles(scriptsDir) : []),
  path.join(consoleDir, 'vite.config.ts'),
];
const appImports = new Set(files.filter((file) => !isDevFile(file)).flatMap(importedPackages));
const devImports = new Set(files.filter(isDevFile).flatMap(importedPackages));
const dependencies = Object.keys(manifest.dependencies ?? {});
// The host provides the library's peers (one i18next, one React, one query client) even where the console's own code
// does not import them.
const uiPeers = Object.keys(
  (
    JSON.parse(readFileSync(path.join(root, 'packages/ui/package.json'), 'utf8')) as {
      peerDependencies?: Record<string, string>;
    }
  ).peerDependencies ?? {},
);
const devDependencies = Object.keys(manifest.devDependencies ?? {});

describe('packages/console/package.json', () => {
  it('finds the imports it checks (the pattern still matches the code)', () => {
    expect(appImports).toContain('@pasture/ui');
    expect(appImports).toContain('react');
    expect(devImports).toContain('vite');
    // The console's fault drivers import the engine by its alias, which names no package.
    expect(repositoryAliases).toContain('@pasture/fault-matrix/');
  });

  it('lists every package the app code imports under dependencies', () => {
    expect([...appImports].filter((name) => !dependencies.includes(name)).sort()).toEqual([]);
  });

  it('lists every package the tests the Vite config and its build scripts import', () => {
    const declared = [...dependencies, ...devDependencies];
    expect([...devImports].filter((name) => !declared.includes(name)).sort()).toEqual([]);
  });

  it('lists no dependency that the app code does not import and @pasture/ui does not ask of its host', () => {
    const unused = dependencies.filter((name) => !appImports.has(name) && !uiPeers.includes(name));
    expect(unused.sort()).toEqual([]);
  });
});
