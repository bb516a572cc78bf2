import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Packages the first page runs, from node_modules: one chunk for them instead of a dozen, so the page asks for
 * fewer files at once (six at a time over HTTP/1.1) and gzip sees them together. Every other page needs them too.
 * yup stays out: the login form validates without it (loginRules.ts); the forms that use it load it with them.
 * Icons and TanStack Query stay out: the group takes a package's modules that any page uses, and other pages use
 * many more icons and much more of the query library than the login page.
 */
const FIRST_PAGE_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|i18next|react-i18next|use-sync-external-store|react-hook-form|md5|charenc|crypt|is-buffer|nprogress)[\\/]/;

/**
 * What the early login runs, in a chunk of its own that index.html links and the console's entry imports (one
 * `pageEarlyLogin` for both; the early script waits for nothing else): the module and, as a group takes what its
 * modules import, the API base it reads and the library's URL, header, body and form-rule functions with md5 under
 * them — a few kB, none of the console's packages.
 */
export const EARLY_LOGIN_MODULE = /[\\/]src[\\/]boot[\\/]pageEarlyLogin\.ts$/;

/**
 * index.html's entry script (src/main.tsx), the two small modules it runs before the console starts and Vite's
 * modulepreload polyfill, which Vite adds to the entry: a chunk of their own, so that the page runs them at once and
 * evaluates the console's files only when it starts (src/boot/consoleStart.ts). A module of the entry left to `app`
 * would make the entry script import the console's chunk, and so run the console and its packages at once
 * (`refuseEagerConsole` below refuses such a build).
 */
const ENTRY_SCRIPT =
  /[\\/]index\.html($|\?)|[\\/]src[\\/](main\.tsx|prehydration\.ts|boot[\\/]consoleStart\.ts)$|^\0vite[\\/]modulepreload-polyfill/;

/** The entry script's own module (index.html's `<script type="module">`). */
const ENTRY_MODULE = /[\\/]src[\\/]main\.tsx$/;

/** Vite's helper behind every dynamic import (preloads what the imported chunk needs). */
const VITE_PRELOAD_HELPER = /vite[\\/]preload-helper/;

/** The console (src/boot/console.tsx): an entry of the build, so that its files are the first page's (`app`). */
export const CONSOLE_MODULE = /[\\/]src[\\/]boot[\\/]console\.tsx$/;

/** The frame of every logged-in page: layout, page routes, page host (each with what it imports, shell parts too). */
const LOGGED_IN_FRAME =
  /[\\/]src[\\/](layout[\\/]ConsoleLayout|router[\\/](RoutedScreen|pageRoutes))\.tsx$/;

/**
 * The chunks of the console (docs/decisions/023-login-page-paints-before-its-code.md). Rolldown's automatic
 * chunking makes a chunk of every set of routes that share modules: 33 files for the login page, 71 before a
 * logged-in page's data. The groups give each moment of a visit its few files instead; a group takes the modules
 * it matches and what they import (unless a group of higher priority took them first):
 * - `early` (production builds): what the login call before hydration runs (scripts/earlyLogin.ts), shared with the
 *   entry.
 * - `vendor`, `app`: the first page (the login page, the router, the runtime) — its packages, and everything else
 *   the entry imports, which rolldown puts in the entry chunk. index.html links both.
 * - `overlays`: the toast list, the dialogs and the session prompt, loaded on first use (ADR 017).
 * - `result`: the result/error panels, which the forgot-password flow and the logged-in frame both show.
 * - `schema`: yup (and its resolver), which the forms that validate with a schema load with them.
 * - `forgot`: the forgot-password flow, loaded when asked for on the login page.
 * - `layout`: the logged-in frame (layout, shell, menu, tabs, page routes and their host): every logged-in page
 *   loads it before its own chunk, so what a page shares with it is there already.
 * Each page (and a page's rarely used parts) keeps its own chunk.
 */
const groups = [
  { name: 'vendor', test: FIRST_PAGE_PACKAGES, priority: 60 },
  {
    name: 'app',
    test: (id: string) => !ENTRY_SCRIPT.test(id),
    tags: ['$initial' as const],
    priority: 50,
  },
  {
    name: 'overlays',
    test: /[\\/]ui[\\/]src[\\/](components[\\/](Toast[\\/]Toaster|Modal[\\/]Modal|Modal[\\/]ConfirmModal)|runtime[\\/]SessionExpiredDialog)\.tsx$/,
    priority: 40,
  },
  { name: 'result', test: /[\\/]ui[\\/]src[\\/]components[\\/]Result[\\/]/, priority: 30 },
  // The schema library of the forms (the forgot-password flow's, the group form's, the import dialog's…).
  {
    name: 'schema',
    test: /[\\/]node_modules[\\/](yup|property-expr|tiny-case|toposort|@hookform[\\/]resolvers)[\\/]/,
    priority: 25,
  },
  {
    name: 'forgot',
    test: /[\\/]ui[\\/]src[\\/]screens[\\/]login[\\/]components[\\/]ForgotPasswordForm\.tsx$/,
    priority: 20,
  },
  { name: 'layout', test: LOGGED_IN_FRAME, priority: 10 },
];

/**
 * index.html's lists of what its entry redirect (src/boot/entryRedirect.js) preloads, as it decides the page:
 * - the console's files, for every visitor but one on the fresh prerendered login page, whose console starts once
 *   the form is left alone (src/boot/consoleStart.ts) and fetches them then: while the visitor types, the page
 *   downloads and compiles nothing;
 * - the logged-in frame's chunks beyond those, for a visitor with a token (a bookmark), so that they come with the
 *   console instead of after it.
 * `<meta>`s, not `<link rel="modulepreload">`s: the browser's preload scanner would fetch links for every visitor.
 */
export const CONSOLE_PRELOAD_META = 'pasture-console-preload';
export const LOGGED_IN_PRELOAD_META = 'pasture-logged-in-preload';

/**
 * The file of the chunk holding a module that matches `module`, then every chunk it imports statically, transitively
 * (what the browser needs before that module runs). Throws `missing` when no chunk holds the module.
 */
export function chunkWithImports(
  bundle: Rolldown.OutputBundle,
  module: RegExp,
  missing: string,
): string[] {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  if (!start) throw new Error(missing);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return [...files];
}

/**
 * Throws when index.html's entry script imports, directly or not, the console's chunk or the first page's packages
 * (`vendor`): the page would then evaluate them as soon as it runs, before the visitor lets the console start
 * (consoleStart.ts). The early login's chunk, which the page runs at once anyway, may be imported.
 */
function refuseEagerConsole(bundle: Rolldown.OutputBundle): void {
  const files = chunkWithImports(bundle, ENTRY_MODULE, 'No chunk holds src/main.tsx.');
  const [entry, ...imported] = files;
  for (const fileName of imported) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    const eager =
      chunk.moduleIds.find((id) => CONSOLE_MODULE.test(id)) ??
      (chunk.name === 'vendor' || chunk.name === 'app' ? `the ${chunk.name} group` : undefined);
    if (eager)
      throw new Error(
        `The entry script (${entry}) imports ${fileName}, which holds ${eager}: the page would run the console ` +
          "before it starts. Put the entry script's modules in the entry chunk (ENTRY_SCRIPT in scripts/chunks.ts).",
      );
  }
}

/** index.html's entry script tag as Vite writes it, with the line break and indent before it. */
export const ENTRY_SCRIPT_TAG = /\n\s*<script type="module" crossorigin src="[^"]+"><\/script>/;

/** Of `files` (paths in the build), those `html` does not load or link yet. */
export function notIn(html: string, files: readonly string[]): string[] {
  return files.filter((file) => !html.includes(`/${file}"`));
}

/** Preload links for those of `files` that `html` does not load or link yet. */
export function modulepreloadTags(html: string, files: readonly string[]): string[] {
  return notIn(html, files).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

/**
 * The console's chunking (`groups` above) for the client build, and in index.html the lists of the console's files
 * and of the logged-in frame's chunks for the entry redirect to preload.
 */
export function consoleChunks({ earlyLogin }: { earlyLogin: boolean }): Plugin {
  // Vite's helper behind the entry script's dynamic import of the console goes before `app` too: in `app`, which
  // takes what the console imports, the entry script would import `app` and so run the console at once. With the
  // early login it joins the early chunk, which is loaded before the entry script anyway; else a chunk of its own.
  // The early login's modules before every other group: the early script must not wait for `vendor` or `app`.
  const all = earlyLogin
    ? [
        {
          name: 'early',
          test: (id: string) => EARLY_LOGIN_MODULE.test(id) || VITE_PRELOAD_HELPER.test(id),
          priority: 70,
        },
        ...groups,
      ]
    : [{ name: 'preload', test: VITE_PRELOAD_HELPER, priority: 70 }, ...groups];
  return {
    name: 'pasture:console-chunks',
    apply: 'build',
    config(config, env) {
      if (env.isSsrBuild) return;
      const root = config.root ?? process.cwd();
      return {
        build: {
          rolldownOptions: {
            // The console is an entry as well as the entry script's dynamic import: what it imports statically is
            // `$initial`, so the `app` group takes it, not rolldown's chunking by route.
            input: {
              index: path.resolve(root, 'index.html'),
              console: path.resolve(root, 'src/boot/console.tsx'),
            },
            output: { codeSplitting: { groups: all } },
          },
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        refuseEagerConsole(bundle);
        const consoleFiles = notIn(
          html,
          chunkWithImports(bundle, CONSOLE_MODULE, 'No chunk holds src/boot/console.tsx.'),
        );
        const frame = notIn(
          html,
          chunkWithImports(
            bundle,
            LOGGED_IN_FRAME,
            'No chunk holds the logged-in frame (src/layout/ConsoleLayout.tsx).',
          ),
        ).filter((file) => !consoleFiles.includes(file));
        // After the charset (the first thing in <head>) and before the entry redirect, which reads them as it runs.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset))
          throw new Error(`index.html has no ${charset} to put the preload lists after.`);
        const list = (name: string, files: string[]) =>
          `\n    <meta name="${name}" content="${files.map((file) => `/${file}`).join(' ')}" />`;
        return html.replace(
          charset,
          charset + list(CONSOLE_PRELOAD_META, consoleFiles) + list(LOGGED_IN_PRELOAD_META, frame),
        );
      },
    },
  };
}
