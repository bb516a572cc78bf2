// The production e2e's servers, in one process (a Playwright webServer, tests/e2e/playwright.config.ts):
//   - the contract server (scripts/lib/api-server.mjs: the MSW handlers over real HTTP) on E2E_API_PORT, with CORS
//     for the cross-origin console only;
//   - the production build (packages/console/dist) as a reverse proxy would serve it, on E2E_SAME_ORIGIN_PORT:
//     static files with the SPA fallback, `/api/*` forwarded to the contract server, the recommended headers;
//   - the same build on E2E_CROSS_ORIGIN_PORT with the deployment's API base URL set to the contract server (the
//     `pasture-api-base-url` meta tag, ADR 020) and no `/api` of its own.
// Both consoles send the strict CSP, the first with 'unsafe-inline' styles, the second with a style nonce per
// response (the two variants docs/deploying.md offers), (scripts/lib/security-headers.mjs) with a report-uri; `GET /__e2e/observed`
// answers what the server saw that it should not have: CSP reports, and requests carrying a token to a console
// origin (the token belongs to the API origin only).
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMocks, startApiServer } from '../../../scripts/lib/api-server.mjs';
import { securityHeaders } from '../../../scripts/lib/security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'packages/console/dist');
const host = '127.0.0.1';
const port = (name) => {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a port number.`);
  return value;
};
const apiPort = port('E2E_API_PORT');
const sameOriginPort = port('E2E_SAME_ORIGIN_PORT');
const crossOriginPort = port('E2E_CROSS_ORIGIN_PORT');
const apiOrigin = `http://${host}:${apiPort}`;
const crossOrigin = `http://${host}:${crossOriginPort}`;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const REPORT_PATH = '/__e2e/csp-report';
/** What each console server saw that it should not have. */
const observed = { cspReports: [], tokenRequests: [] };

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The built file for a URL path, or index.html for a client-side route (no file there), as nginx's
 * `try_files $uri /index.html`: index.html is the prerendered login page for every path (ADR 023).
 */
async function staticFile(urlPath) {
  const decoded = decodeURIComponent(urlPath);
  const file = path.join(dist, path.normalize(decoded).replace(/^([/\\])+/, ''));
  if (file.startsWith(dist + path.sep)) {
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return { file, fallback: false };
  }
  // A missing asset is a 404, not the app: a stale chunk must not be answered with HTML.
  if (/\.[a-z0-9]+$/i.test(decoded) && !decoded.endsWith('.html')) return null;
  return { file: path.join(dist, 'index.html'), fallback: true };
}

/**
 * @param {{ name: string, port: number, apiBaseUrl: string, proxyApi: boolean, apiOrigin: string,
 *   styleNonce: boolean }} options
 */
function startConsoleServer({
  name,
  port: listenPort,
  apiBaseUrl,
  proxyApi,
  apiOrigin: csp,
  styleNonce,
}) {
  const server = http.createServer(async (req, res) => {
    // The stricter style policy: a fresh nonce per response instead of 'unsafe-inline', handed to the console in
    // <meta property="csp-nonce"> (packages/console/src/env.ts passes it on).
    const nonce = styleNonce ? randomBytes(16).toString('base64') : undefined;
    const headers = securityHeaders({ apiOrigin: csp, reportUri: REPORT_PATH, styleNonce: nonce });
    const url = new URL(req.url ?? '/', `http://${host}:${listenPort}`);
    try {
      if (url.pathname === REPORT_PATH && req.method === 'POST') {
        observed.cspReports.push({ console: name, report: await readBody(req) });
        res.writeHead(204).end();
        return;
      }
      if (url.pathname === '/__e2e/observed') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(observed));
        return;
      }
      if (proxyApi && url.pathname.startsWith('/api/')) {
        // As nginx's `location /api/ { proxy_pass http://api; }`: method, path, query, headers and body as sent.
        const upstream = http.request(
          `${apiOrigin}${url.pathname}${url.search}`,
          { method: req.method, headers: { ...req.headers, host: `${host}:${apiPort}` } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        req.pipe(upstream);
        return;
      }
      // Anything else is the console's own files: no token has any business here.
      if (req.headers.token || req.headers.authorization) {
        observed.tokenRequests.push({ console: name, method: req.method, url: req.url });
      }
      const found = await staticFile(url.pathname);
      if (!found) {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      let body = await readFile(found.file);
      if (found.file.endsWith('.html')) {
        let html = body.toString('utf8');
        // Always written (empty for the same origin), whatever a hand-edited dist holds.
        html = html.replace(
          /<meta name="pasture-api-base-url" content="[^"]*"/,
          `<meta name="pasture-api-base-url" content="${apiBaseUrl}"`,
        );
        if (nonce)
          html = html
            .replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`)
            // The page's own <style> elements (index.html's prerendered styles) carry it too.
            .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);
        body = Buffer.from(html);
      }
      res.writeHead(200, {
        ...headers,
        'Content-Type': types[path.extname(found.file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => resolve(server));
  });
}

const { mocks } = await loadMocks();
mocks.setMockDelay('none');
const api = await startApiServer({
  handlers: mocks.handlers,
  contract: mocks,
  allowOrigins: [crossOrigin],
  port: apiPort,
  host,
});
// The handlers answer their endpoints on the API server's own origin only (each request's URL is built on it).
mocks.setMockBaseUrl(api.url);
await startConsoleServer({
  name: 'same-origin',
  port: sameOriginPort,
  apiBaseUrl: '',
  proxyApi: true,
  apiOrigin: '',
  styleNonce: false,
});
await startConsoleServer({
  name: 'cross-origin',
  port: crossOriginPort,
  apiBaseUrl: apiOrigin,
  proxyApi: false,
  apiOrigin,
  styleNonce: true,
});
console.log(
  `production e2e: API ${apiOrigin}, console http://${host}:${sameOriginPort} (same origin, /api proxied), ` +
    `${crossOrigin} (API base ${apiOrigin})`,
);
