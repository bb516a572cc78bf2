import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { prerenderLogin as PrerenderLogin } from '../src/prerender';
import { chunkWithImports, LOGGED_IN_PRELOAD_META } from './chunks';

/** The console's own login route module: its chunk and what it imports are preloaded from login.html. */
const LOGIN_ROUTE_MODULE = /\/src\/routes\/LoginRoute\.tsx$/;

/**
 * Until the console has hydrated the markup, the fields take input (main.tsx hands what was typed to the form once
 * it is live) and the submit button takes a click (boot.js holds the submit back and main.tsx carries it out once
 * the form is live). The other buttons count as disabled until then (their code is not there yet), and the form
 * posts rather than gets should it ever submit without the console (no password in a URL). Marked so main.tsx can
 * undo exactly this: attributes React does not render, so hydration neither sees nor keeps them.
 */
export function markUntilHydrated(html: string): string {
  return html
    .replace(
      /<button(?![^>]*\s(?:aria-disabled|type="submit"))/g,
      '<button aria-disabled="true" data-prehydration="aria-disabled"',
    )
    .replace(/<form(?![^>]*\smethod=)/g, '<form method="post" data-prehydration="method"');
}

/** login.html from the built index.html: the prerendered page, its styles, its chunks preloaded, boot.js. */
export function loginDocument(
  template: string,
  page: { html: string; styles: string; title: string; lang: string },
  preload: readonly string[],
): string {
  const links = preload
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n');
  const head = [
    links,
    // Markup boot.js found stale (another language, a token, a remembered login) stays hidden until replaced.
    '    <style>html[data-prerender="stale"] #root { visibility: hidden; }</style>',
    `    ${page.styles}`,
  ].join('\n');
  const result = template
    // index.html's entry redirect does nothing on /login (src/boot/entryRedirect.js), nor its list of what to
    // preload for a logged-in visitor: the logged-in frame loads once a login starts (routes/LoginRoute.tsx).
    .replace(/\s*<script>[\s\S]*?<\/script>/, '')
    .replace(new RegExp(`\\s*<meta name="${LOGGED_IN_PRELOAD_META}"[^>]*>`), '')
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      // boot.js is asked for first: it blocks the parser, so it must not queue behind the chunks.
      `<title>${page.title}</title>\n    <link rel="preload" as="script" href="/boot.js">`,
    )
    .replace(/\s*<\/head>/, `\n${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<script src="/boot.js"></script>\n    <div id="root">${markUntilHydrated(page.html)}</div>`,
    );
  if (!result.includes('<script src="/boot.js">'))
    throw new Error('index.html has no <div id="root"></div> to prerender into.');
  return result;
}

/**
 * Writes `login.html` beside `index.html` after a client build: the login route rendered with react-dom/server from
 * an SSR build of src/prerender.tsx, with styled-components' styles and modulepreload links for the login route's
 * chunks (docs/decisions/023-login-page-paints-before-its-code.md). A server answers `/login` with it (Vite's
 * preview does, as `x.html` for `/x`); every other path keeps the empty index.html, so no other page flashes the
 * login form.
 */
export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  let preload: string[] = [];
  return {
    name: 'pasture:prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      preload = chunkWithImports(
        bundle,
        LOGIN_ROUTE_MODULE,
        'No chunk of src/routes/LoginRoute.tsx: cannot prerender /login.',
      );
    },
    async closeBundle(error?: Error) {
      // A failed client build reports its own error; there is nothing to prerender into.
      if (config.build.ssr || error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Without index.html the client build failed (it says why); nothing to prerender into.
      if (preload.length === 0) return;
      // Inside the workspace, so Node finds react, react-dom and the rest in node_modules when it imports it.
      await mkdir(config.cacheDir, { recursive: true });
      const ssrDir = await mkdtemp(path.join(config.cacheDir, 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: path.join(config.root, 'src/prerender.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            copyPublicDir: false,
          },
        });
        const entry = (await readdir(ssrDir)).find((name) => /^prerender\.m?js$/.test(name));
        if (!entry) throw new Error(`The SSR build wrote no prerender.js to ${ssrDir}.`);
        const { prerenderLogin: render } = (await import(
          pathToFileURL(path.join(ssrDir, entry)).href
        )) as { prerenderLogin: typeof PrerenderLogin };
        const page = await render();
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        await writeFile(
          path.join(outDir, 'login.html'),
          loginDocument(template, page, preload),
          'utf8',
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
