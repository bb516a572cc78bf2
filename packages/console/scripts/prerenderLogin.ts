import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { prerenderLogin as PrerenderLogin } from '../src/prerender';

/**
 * Until the console has hydrated the markup, the fields take input (src/boot/console.tsx hands what was typed to
 * the form once it is live) and the submit button takes a click (index.html's first script holds the submit back and
 * the console carries it out once the form is live). The other buttons count as disabled until then (their code is
 * not there yet), and the form posts rather than gets should it ever submit without the console (no password in a
 * URL). Marked so the console can undo exactly this: attributes React does not render, so hydration neither sees nor
 * keeps them.
 */
export function markUntilHydrated(html: string): string {
  return html
    .replace(
      /<button(?![^>]*\s(?:aria-disabled|type="submit"))/g,
      '<button aria-disabled="true" data-prehydration="aria-disabled"',
    )
    .replace(/<form(?![^>]*\smethod=)/g, '<form method="post" data-prehydration="method"');
}

/** Text for an HTML attribute value or element content. */
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The built index.html as the prerendered login page: the page's markup and styles. Its first script (the entry
 * redirect, src/boot/entryRedirect.js) stays: index.html answers every path, and the script puts a visitor bound for
 * the login page on it, and (`data-prerender` on <html> says the markup is there) prepares the markup before it
 * paints. The lists of what it preloads (the console's files, the logged-in frame's) stay too: the page links no
 * chunk of the console, which starts when the visitor lets it (src/boot/consoleStart.ts).
 */
export function loginDocument(
  template: string,
  page: { html: string; styles: string; title: string; product: string; lang: string },
): string {
  const head = [
    // Markup the first script found stale (another page, another language, a token, a remembered login) stays
    // hidden until the console replaces it; so does all of it should the script not run (a CSP without its hash).
    '    <style>html[data-prerender=""] #root, html[data-prerender="stale"] #root { visibility: hidden; }</style>',
    `    ${page.styles}`,
  ].join('\n');
  const result = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}" data-prerender=""`)
    .replace(
      /<title>[^<]*<\/title>/,
      // The first script puts the product's name back as the title on any other page, until the console sets the
      // page's.
      `<title>${escapeHtml(page.title)}</title>\n    <meta name="application-name" content="${escapeHtml(page.product)}" />`,
    )
    .replace(/\s*<\/head>/, `\n${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markUntilHydrated(page.html)}</div>`);
  if (!result.includes('<div id="root"><'))
    throw new Error('index.html has no <div id="root"></div> to prerender into.');
  if (!result.includes(' data-prerender=""'))
    throw new Error('index.html has no <html lang="…"> to mark as prerendered.');
  return result;
}

/**
 * Rewrites `index.html` after a client build as the login page rendered with react-dom/server from an SSR build of
 * src/prerender.tsx, with styled-components' styles (docs/decisions/023-login-page-paints-before-its-code.md). A
 * server answers every path that is not a file with it: the login page (and a visitor the entry redirect puts there:
 * `/`, a bookmark without a token) paints the form before any code runs; on any other page its first script hides
 * the markup until the console has rendered that page.
 */
export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pasture:prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      // A failed client build reports its own error; there is nothing to prerender into.
      if (config.build.ssr || error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Without index.html the client build failed (it says why); nothing to prerender into.
      if (!existsSync(path.join(outDir, 'index.html'))) return;
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
        const index = path.join(outDir, 'index.html');
        const template = await readFile(index, 'utf8');
        await writeFile(index, loginDocument(template, page), 'utf8');
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
