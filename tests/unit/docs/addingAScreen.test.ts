// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/adding-a-screen.md copies its code from files of the repository, each block under a `<!-- from path -->`
 * line; `// …` marks what a block leaves out. Each block must still be in its file, its parts in order, so the
 * recipe is the code `npm run typecheck` compiles. The folder listing must name files that exist.
 */
const root = process.cwd();
const doc = readFileSync(path.join(root, 'docs/adding-a-screen.md'), 'utf8');
const blocks = [...doc.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => {
  const before = doc.slice(0, match.index).trimEnd().split('\n').at(-1) ?? '';
  const source = /^<!-- from (\S+) -->$/.exec(before)?.[1];
  return { language: match[1] ?? '', code: match[2] ?? '', source };
});

describe('docs/adding-a-screen.md', () => {
  it('takes every TypeScript sample from a file, unchanged', () => {
    const samples = blocks.filter((block) => ['ts', 'tsx'].includes(block.language));
    expect(samples.length).toBeGreaterThan(5);
    for (const { code, source } of samples) {
      expect(source, `a sample without its file:\n${code}`).toBeDefined();
      const file = readFileSync(path.join(root, source ?? ''), 'utf8');
      let from = 0;
      for (const part of code.split(/^\s*\/\/ …\n/m)) {
        const at = file.indexOf(part.trimEnd(), from);
        expect(at, `${source} no longer has:\n${part}`).toBeGreaterThanOrEqual(0);
        from = at + part.trimEnd().length;
      }
    }
  });

  it('lists the files of the worked example that exist', () => {
    const listing = blocks.find(
      (block) => block.language === '' && block.code.startsWith('screens/'),
    );
    const [folder = '', ...lines] = listing?.code.trimEnd().split('\n') ?? [];
    const base = path.join(root, 'packages/ui/src', folder);
    const names = lines.map((line) => line.trim().split(/\s+/)[0] ?? '');
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const expanded = name.replace(
        /\{([^}]+)\}/,
        (_all, list: string) => list.split(',')[0] ?? '',
      );
      const other = name.replace(
        /\{([^}]+)\}/,
        (_all, list: string) => list.split(',').at(-1) ?? '',
      );
      for (const file of new Set([expanded, other])) {
        expect(existsSync(path.join(base, file)), `${folder}${file}`).toBe(true);
      }
    }
  });
});
