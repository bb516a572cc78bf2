const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The one check a URL passes before it becomes a link's `href` (ADR 021): a relative path or an http(s), mailto or
 * tel URL. Anything else — `javascript:`, `data:`, `vbscript:`, however it is cased or padded — gives `undefined`,
 * so text that came from a server can never become a link that runs script.
 */
export function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  // The URL parser ignores leading control characters and spaces and tabs inside the scheme, as browsers do.
  const trimmed = href.trim();
  let url: URL;
  try {
    url = new URL(trimmed, 'https://relative.invalid/');
  } catch {
    return undefined;
  }
  return SAFE_SCHEMES.has(url.protocol) ? trimmed : undefined;
}
