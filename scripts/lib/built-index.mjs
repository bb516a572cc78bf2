// What the console's built index.html names (packages/console/scripts/chunks.ts writes it), for the scripts that
// measure or check a build: its module scripts and its preload lists.
import path from 'node:path';

/** The files of index.html's `<script type="module" src>`s, as paths under `dist`. */
export function moduleScripts(html, dist) {
  return [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g)].map((match) =>
    path.join(dist, match[1]),
  );
}

/**
 * The files of one of index.html's preload lists (`<meta name="…" content="/a.js /b.js">`: the console's,
 * `pasture-console-preload`, and the logged-in frame's, `pasture-logged-in-preload`), as paths under `dist`;
 * null when the page has no such list.
 */
export function preloadList(html, name, dist) {
  const list = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html);
  if (!list) return null;
  return list[1]
    .split(' ')
    .filter(Boolean)
    .map((file) => path.join(dist, file));
}
