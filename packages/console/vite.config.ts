import { rm } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { workspaceAliases } from '../../scripts/aliases.mjs';
import { consoleChunks } from './scripts/chunks';
import { earlyLogin } from './scripts/earlyLogin';
import { prerenderLogin } from './scripts/prerenderLogin';
import { styledComponentIds } from './scripts/styledComponentIds';
import { apiOriginOf, securityHeaders } from '../../scripts/lib/security-headers.mjs';
import { entryRedirectScript } from '../../scripts/lib/entry-redirect.mjs';

/**
 * Vite copies `public/` into every build; a build without mocks has no use for MSW's service worker script, so it
 * is removed from that output.
 */
function dropMockServiceWorker(mock: boolean): Plugin {
  let outDir = '';
  return {
    name: 'pasture:drop-mock-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!mock) await rm(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * index.html's first script, inline at the top of `<head>` (src/boot/entryRedirect.js, ADR 023): a visitor the console
 * would send to the login page is put on it at once, in the same document, whose markup is the prerendered login page.
 * The recommended CSP allows it by its hash (scripts/lib/entry-redirect.mjs).
 */
function entryRedirect(): Plugin {
  return {
    name: 'pasture:entry-redirect',
    transformIndexHtml(html) {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset))
        throw new Error(`index.html has no ${charset} to put the entry redirect after.`);
      return html.replace(charset, `${charset}\n    <script>${entryRedirectScript()}</script>`);
    },
  };
}

// Modes: `demo` (debug on, MSW answers every call; `npm run dev`, `npm run build:demo` → dist-demo) and
// `production` (debug off, no mock, real server at VITE_API_BASE_URL). See README.md.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [
      react(),
      entryRedirect(),
      dropMockServiceWorker(env.VITE_MOCK === 'true'),
      // The login page is prerendered into index.html and hydrated (ADR 023); stable styled-components ids make
      // the prerender's class names the browser's.
      styledComponentIds(path.resolve(import.meta.dirname, '../..')),
      // A login sent before the console is live (ADR 023); not in the demo build, whose mock server starts later.
      consoleChunks({ earlyLogin: env.VITE_MOCK !== 'true' }),
      earlyLogin(env.VITE_MOCK !== 'true'),
      prerenderLogin(),
    ],
    resolve: { alias: workspaceAliases },
    build: {
      target: 'es2022',
      sourcemap: true,
    },
    server: { port: 5173, strictPort: true },
    // The recommended headers (docs/deploying.md), strict CSP included, so `vite preview` of a production build
    // runs as it should be deployed. Not for the demo build: its service worker is the mock server.
    preview: {
      port: 4173,
      strictPort: true,
      headers:
        env.VITE_MOCK === 'true'
          ? undefined
          : securityHeaders({ apiOrigin: apiOriginOf(env.VITE_API_BASE_URL) }),
      // PASTURE_API_PROXY=http://127.0.0.1:3100 forwards /api/ there, as a reverse proxy would (README.md).
      proxy: process.env.PASTURE_API_PROXY
        ? { '/api/': { target: process.env.PASTURE_API_PROXY, changeOrigin: true } }
        : undefined,
    },
  };
});
