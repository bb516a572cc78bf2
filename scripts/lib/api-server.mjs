// The contract server: the console's MSW handlers (packages/ui/src/mocks/features.ts, the same list the demo's
// service worker and the unit tests use) answering real HTTP on loopback. A small adapter on node:http and MSW's
// `getResponse` instead of @mswjs/http-middleware (which brings Express 4): each request becomes a Fetch `Request`,
// the first matching handler answers, the `Response` is written back. Used by `npm run serve:api` and the
// production e2e (tests/e2e/support/serve-production.mjs). See docs/decisions/020-contract-server-production-e2e-csp.md
// (body limits, draining, envelopes for every answer).
import http from 'node:http';
import path from 'node:path';
import { getResponse } from 'msw';
import { root } from './serve.mjs';

/**
 * Loads the handlers (TypeScript with the workspace's path aliases) through Vite's SSR module loader, the same
 * resolution the console and Storybook use; no build step and no second copy of any handler or fixture.
 * @returns {Promise<{ mocks: any, close: () => Promise<void> }>} `mocks`: packages/ui/src/mocks/contractServer.ts
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
    const mocks = await vite.ssrLoadModule(
      path.join(root, 'packages/ui/src/mocks/contractServer.ts'),
    );
    return { mocks, close: () => vite.close() };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

/** The headers a cross-origin console may send (contract §7: `Token`; debug mode adds `Authorization`). */
const ALLOWED_HEADERS = 'Content-Type, Token, Authorization, X-Pasture-Role';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';

const MB = 1024 * 1024;
/** Default limit of a request body, and of an upload endpoint's (the avatar is at most 2 MB, plus multipart). */
export const DEFAULT_BODY_LIMIT = 1 * MB;
export const DEFAULT_UPLOAD_LIMIT = 4 * MB;
/**
 * After refusing a body as too large, the rest of it is read and thrown away — so the client reads the 413 instead
 * of a reset, and a keep-alive connection stays usable — up to this many bytes, and as long as the client keeps
 * sending; a client silent for DISCARD_IDLE_MS, or one past the bytes, has its connection closed.
 */
const DISCARD_MAX_BYTES = 64 * MB;
const DISCARD_IDLE_MS = 5_000;

/** `1mb`, `512kb`, `2048` (bytes) → bytes; `null` for anything else. */
export function parseByteSize(text) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|k|mb|m)?\s*$/i.exec(String(text));
  if (!match) return null;
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = unit.startsWith('m') ? MB : unit.startsWith('k') ? 1024 : 1;
  const bytes = Math.floor(Number(match[1]) * factor);
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

/** `1048576` → `1 MB`, for messages. */
function sizeText(bytes) {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * Reads a request body into memory while it stays within `limit` bytes. Past the limit nothing more is kept: the
 * chunks read so far are dropped and the result says so (the caller answers 413 and discards the rest).
 * @param {http.IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<{ type: 'body', body: Buffer } | { type: 'tooLarge' } | { type: 'aborted' }>}
 */
function readBody(req, limit) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    const finish = (result) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAborted);
      req.off('close', onClose);
      chunks = [];
      resolve(result);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) finish({ type: 'tooLarge' });
      else chunks.push(chunk);
    };
    const onEnd = () => finish({ type: 'body', body: Buffer.concat(chunks, size) });
    const onAborted = () => finish({ type: 'aborted' });
    const onClose = () => {
      if (!req.complete) onAborted();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAborted);
    req.on('close', onClose);
  });
}

/**
 * Throws away what is left of a refused body without keeping it; past DISCARD_MAX_BYTES, or after DISCARD_IDLE_MS
 * without a byte, the connection is closed (the answer was written before).
 * @param {http.IncomingMessage} req
 */
function discardRest(req) {
  if (req.complete) return;
  let discarded = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, DISCARD_IDLE_MS);
  req.on('data', (chunk) => {
    discarded += chunk.length;
    if (discarded > DISCARD_MAX_BYTES) close();
    else timer.refresh();
  });
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/**
 * @param {http.IncomingMessage} req
 * @param {URL} url
 * @param {Buffer | undefined} body
 */
function toFetchRequest(req, url, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    // The body is handed over whole, so how it came over the wire no longer applies.
    if (name === 'transfer-encoding' || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body && body.length > 0;
  return new Request(url, { method: req.method, headers, body: hasBody ? body : undefined });
}

/**
 * @typedef {{ envelope: 'real' | 'debug' | 'both', access: string, upload?: true }} EndpointRule
 * @typedef {{
 *   endpointRuleFor: (method: string, pathname: string) => EndpointRule | undefined,
 *   envelopeFailBody: (envelope: EndpointRule['envelope'], message: string,
 *     options?: { status?: number, code?: number }) => Record<string, unknown>,
 * }} ContractRules the mocks' own rules (packages/ui/src/mocks/contractServer.ts): which endpoint a request names,
 *   and a refusal's body in its envelope.
 */

/**
 * @param {{
 *   handlers: import('msw').RequestHandler[],
 *   contract: ContractRules,
 *   allowOrigins?: string[],
 *   host?: string,
 *   port?: number,
 *   bodyLimit?: number,
 *   uploadLimit?: number,
 *   requestTimeoutMs?: number,
 *   log?: (line: string) => void,
 * }} options `allowOrigins`: the console origins allowed to call cross-origin (CORS); nobody else gets CORS headers.
 *   `bodyLimit` / `uploadLimit`: the largest body (bytes) an endpoint / an upload endpoint takes; a larger one is
 *   answered 413 in the endpoint's envelope and never held in memory. `requestTimeoutMs`: a request not received
 *   whole by then is answered 408 and its connection closed.
 * @returns {Promise<{ url: string, server: http.Server, close: () => Promise<void> }>}
 */
export async function startApiServer({
  handlers,
  contract,
  allowOrigins = [],
  host = '127.0.0.1',
  port = 0,
  bodyLimit = DEFAULT_BODY_LIMIT,
  uploadLimit = DEFAULT_UPLOAD_LIMIT,
  requestTimeoutMs = 30_000,
  log = () => {},
}) {
  const allowed = new Set(allowOrigins.map((origin) => new URL(origin).origin));
  let ownOrigin = '';

  /** Writes a refusal of the server's own in the envelope `envelope`. */
  const refuse = (res, headers, envelope, status, message) => {
    const body = JSON.stringify(contract.envelopeFailBody(envelope, message, { status }));
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .writeHead(status, {
        ...headers,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      })
      .end(body);
  };

  /** The body limit of what a request names (before reading a byte of its body). */
  const limitOf = (rule) => (rule?.upload ? uploadLimit : bodyLimit);
  const ruleOf = (method, target) => {
    try {
      return contract.endpointRuleFor(method ?? 'GET', new URL(target ?? '/', 'http://x').pathname);
    } catch {
      return undefined;
    }
  };
  const tooLargeMessage = (limit) =>
    `The request body is larger than this call accepts (${sizeText(limit)}).`;

  /** CORS for an allowed origin; every answer depends on the Origin (allowed or not), so caches keep them apart. */
  const commonHeaders = (req) => {
    const requestOrigin = req.headers.origin;
    const cors =
      requestOrigin && allowed.has(requestOrigin)
        ? {
            'Access-Control-Allow-Origin': requestOrigin,
            'Access-Control-Allow-Headers': ALLOWED_HEADERS,
            'Access-Control-Allow-Methods': ALLOWED_METHODS,
            'Access-Control-Max-Age': '600',
          }
        : {};
    return { Vary: 'Origin', 'Cache-Control': 'no-store', ...cors };
  };

  const server = http.createServer({ requestTimeout: requestTimeoutMs }, async (req, res) => {
    const started = performance.now();
    const common = commonHeaders(req);
    const line = `${req.method} ${req.url}`;
    try {
      /** @type {URL} */
      let url;
      try {
        url = new URL(req.url ?? '/', ownOrigin);
        // `//host/...` is a network-path reference: it names another host, not a path of this server.
        if (url.origin !== ownOrigin) throw new TypeError('not this server');
      } catch {
        discardRest(req);
        refuse(res, common, 'both', 400, 'The request target is not a path of this server.');
        log(`${line} → 400 (malformed target)`);
        return;
      }
      const rule = contract.endpointRuleFor(req.method ?? 'GET', url.pathname);
      const envelope = rule?.envelope ?? 'both';
      const limit = limitOf(rule);
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > limit) {
        discardRest(req);
        refuse(res, common, envelope, 413, tooLargeMessage(limit));
        log(`${line} → 413 (${declared} bytes declared)`);
        return;
      }
      const read = await readBody(req, limit);
      if (read.type === 'aborted') {
        log(`${line} → client went away`);
        return;
      }
      if (read.type === 'tooLarge') {
        discardRest(req);
        refuse(res, common, envelope, 413, tooLargeMessage(limit));
        log(`${line} → 413 (over ${limit} bytes)`);
        return;
      }
      if (req.method === 'OPTIONS') {
        // A preflight from an origin not allowed gets no CORS headers: the browser then refuses the call.
        res.writeHead(common['Access-Control-Allow-Origin'] ? 204 : 403, common).end();
        log(`${line} → preflight ${req.headers.origin ?? '(no origin)'}`);
        return;
      }
      const response = await getResponse(handlers, toFetchRequest(req, url, read.body));
      if (!response) {
        refuse(res, common, envelope, 404, `No handler for ${req.method} ${url.pathname}`);
        log(`${line} → 404 (no handler)`);
        return;
      }
      if (response.type === 'error') {
        // HttpResponse.error(): a network failure, as close as HTTP gets: drop the connection.
        req.socket.destroy();
        log(`${line} → network error`);
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
      log(`${line} → ${response.status} in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      log(`${line} → 500 ${error instanceof Error ? error.message : error}`);
      discardRest(req);
      const envelope = ruleOf(req.method, req.url)?.envelope ?? 'both';
      refuse(res, common, envelope, 500, 'Internal error of the contract server.');
    }
  });

  // `Expect: 100-continue` (curl sends it for large bodies): a body too large is refused before it is sent.
  server.on('checkContinue', (req, res) => {
    const limit = limitOf(ruleOf(req.method, req.url));
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      const envelope = ruleOf(req.method, req.url)?.envelope ?? 'both';
      refuse(
        res,
        { ...commonHeaders(req), Connection: 'close' },
        envelope,
        413,
        tooLargeMessage(limit),
      );
      log(`${req.method} ${req.url} → 413 before 100-continue`);
      return;
    }
    res.writeContinue();
    server.emit('request', req, res);
  });

  // What node:http refuses itself (a broken request line or header, headers too large, a request that took too long)
  // is answered in an envelope too, never a bare status line.
  server.on('clientError', (error, socket) => {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message =
      status === 431
        ? 'The request headers are too large.'
        : status === 408
          ? 'The request took too long to arrive.'
          : 'The request is not valid HTTP.';
    const body = JSON.stringify(contract.envelopeFailBody('both', message, { status }));
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    log(`(client error ${code}) → ${status}`);
  });

  // An idle keep-alive connection is kept a while: closing it as a client reuses it resets that client's request, and
  // a busy machine makes that race likely at node's 5 s.
  server.keepAliveTimeout = 30_000;
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
