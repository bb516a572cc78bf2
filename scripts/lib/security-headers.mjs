// The recommended response headers of the built console (docs/deploying.md, ADR 020), in one place for the Vite
// preview server (packages/console/vite.config.ts) and the production e2e's servers (tests/e2e/support), so what
// the docs recommend is what the tests run under.
import { entryRedirectHash } from './entry-redirect.mjs';

/**
 * The origin of an API base URL (`https://api.example.com/gateway` → `https://api.example.com`); `''` for the
 * console's own origin (an empty or relative base URL).
 * @param {string | undefined} apiBaseUrl
 */
export function apiOriginOf(apiBaseUrl) {
  const value = (apiBaseUrl ?? '').trim();
  if (!/^[a-z][a-z\d+.-]*:/i.test(value)) return '';
  return new URL(value).origin;
}

/**
 * Content-Security-Policy of the console. Scripts only from the console's own origin plus index.html's one inline
 * script, by its hash (no other inline script, no eval, no `new Function`); API calls only to the own origin and the API origin; styles from the own origin plus the
 * `<style>` elements styled-components inserts at run time, which need 'unsafe-inline' unless every response
 * carries a fresh nonce (`styleNonce`; see ADR 020 for when to choose which).
 * @param {{ apiOrigin?: string, reportUri?: string, styleNonce?: string }} [options]
 */
export function contentSecurityPolicy({ apiOrigin = '', reportUri, styleNonce } = {}) {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  const directives = [
    "default-src 'self'",
    // index.html's first script (packages/console/src/boot/entryRedirect.js), by the hash of its text.
    `script-src 'self' ${entryRedirectHash()}`,
    ...(styleNonce
      ? [
          `style-src 'self' 'nonce-${styleNonce}'`,
          // style="" attributes: Radix renders some (visually hidden text), so the prerendered index.html holds
          // them; an attribute cannot hold selectors or load anything, unlike a <style> element.
          "style-src-attr 'unsafe-inline'",
        ]
      : ["style-src 'self' 'unsafe-inline'"]),
    // Avatars and pictures: the mocks use data: URIs, uploads may come back as blob: or from the API origin.
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // No other site may frame the console (clickjacking); replaces X-Frame-Options.
    "frame-ancestors 'none'",
    // Trusted Types: no string reaches a markup or script sink (innerHTML, script src, eval) unless the console's
    // `default` policy (packages/console/src/trustedTypes.ts) allows it — only nprogress's fixed template.
    "require-trusted-types-for 'script'",
    'trusted-types default',
  ];
  if (reportUri) directives.push(`report-uri ${reportUri}`);
  return directives.join('; ');
}

/**
 * Every recommended header of the console's HTML and assets.
 * @param {{ apiOrigin?: string, reportUri?: string, styleNonce?: string }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    // The console's URLs carry list filters and ids; other sites learn only the origin.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No Cross-Origin-Opener-Policy: on a tab's first load it makes the browser move the page to a fresh process
    // once the response arrives, which delays the login form's first paint by a process start (docs/deploying.md §3
    // has the numbers; add it there if cross-window isolation is worth that to you).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
