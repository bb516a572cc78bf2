// The contract server: the console's MSW handlers (packages/ui/src/mocks/features.ts, the same list the demo's
// service worker and the unit tests use) answering real HTTP on loopback. A small adapter on node:http and MSW's
// `getResponse` instead of @mswjs/http-middleware (which brings Express 4): each request becomes a Fetch `Request`,
// the first matching handler answers, the `Response` is written back. Used by `npm run serve:api` and the
// production e2e (tests/e2e/support/serve-production.mjs). See docs/decisions/020-contract-server-production-e2e-csp.md.
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { root } from './serve.mjs';

/**
 * Loads the handlers (TypeScript with the workspace's path aliases) through Vite's SSR module loader, the same
 * resolution the console and Storybook use; no build step and no second copy of any handler or fixture.
 * @returns {Promise<{ mocks: any, close: () => Promise<void> }>}
 */
export async function loadMocks() {
  const { createServer } = await import('vite');
  const { workspaceAliases } = await import('../aliases.mjs');
  const vite = await createServer({
    configFile: false,
    root: path.join(root, 'packages/ui'),
    logLevel: 'warn',
    appType: 'custom',
    resolve: { alias: workspaceAliases },
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mocks = await vite.ssrLoadModule(path.join(root, 'packages/ui/src/mocks/index.ts'));
    return { mocks, close: () => vite.close() };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

/** The headers a cross-origin console may send (contract §7: `Token`; debug mode adds `Authorization`). */
const ALLOWED_HEADERS = 'Content-Type, Token, Authorization';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';

/**
 * @param {http.IncomingMessage} req
 * @param {string} origin this server's own origin (for the request URL)
 */
function toFetchRequest(req, origin) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: hasBody ? 'half' : undefined,
  });
}

/**
 * @param {{
 *   handlers: import('msw').RequestHandler[],
 *   allowOrigins?: string[],
 *   host?: string,
 *   port?: number,
 *   log?: (line: string) => void,
 * }} options `allowOrigins`: the console origins allowed to call cross-origin (CORS); nobody else gets CORS headers.
 * @returns {Promise<{ url: string, server: http.Server, close: () => Promise<void> }>}
 */
export async function startApiServer({
  handlers,
  allowOrigins = [],
  host = '127.0.0.1',
  port = 0,
  log = () => {},
}) {
  const allowed = new Set(allowOrigins.map((origin) => new URL(origin).origin));
  let ownOrigin = '';
  const server = http.createServer(async (req, res) => {
    const started = performance.now();
    const requestOrigin = req.headers.origin;
    const corsHeaders =
      requestOrigin && allowed.has(requestOrigin)
        ? {
            'Access-Control-Allow-Origin': requestOrigin,
            'Access-Control-Allow-Headers': ALLOWED_HEADERS,
            'Access-Control-Allow-Methods': ALLOWED_METHODS,
            'Access-Control-Max-Age': '600',
          }
        : {};
    // Every answer depends on the Origin (allowed or not), so caches must keep them apart.
    const common = { Vary: 'Origin', 'Cache-Control': 'no-store', ...corsHeaders };
    try {
      if (req.method === 'OPTIONS') {
        // A preflight from an origin not allowed gets no CORS headers: the browser then refuses the call.
        res.writeHead(corsHeaders['Access-Control-Allow-Origin'] ? 204 : 403, common).end();
        log(`${req.method} ${req.url} → preflight ${requestOrigin ?? '(no origin)'}`);
        return;
      }
      const request = toFetchRequest(req, ownOrigin);
      const response = await getResponse(handlers, request);
      if (!response) {
        res
          .writeHead(404, { ...common, 'Content-Type': 'application/json' })
          .end(JSON.stringify({ Code: 404, Message: `No handler for ${req.method} ${req.url}` }));
        log(`${req.method} ${req.url} → 404 (no handler)`);
        return;
      }
      if (response.type === 'error') {
        // HttpResponse.error(): a network failure, as close as HTTP gets: drop the connection.
        req.socket.destroy();
        log(`${req.method} ${req.url} → network error`);
        return;
      }
      const headers = { ...common };
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      res.writeHead(response.status, headers);
      if (response.body) {
        for await (const chunk of response.body) res.write(chunk);
      }
      res.end();
      log(
        `${req.method} ${req.url} → ${response.status} in ${Math.round(performance.now() - started)} ms`,
      );
    } catch (error) {
      log(`${req.method} ${req.url} → 500 ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) res.writeHead(500, common);
      res.end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  ownOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url: ownOrigin,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
