import type { Plugin } from 'vite';
import {
  chunkWithImports,
  EARLY_LOGIN_MODULE,
  ENTRY_SCRIPT_TAG,
  modulepreloadTags,
} from './chunks';

/**
 * The early login in a production build (ADR 023): the `early` chunk, which the console's entry imports, is also
 * linked from index.html as an `async` module script before the entry. It runs as soon as it arrives — a few kB,
 * none of the console's packages — long before the entry's graph has, and sends a login the prerendered form held
 * back; the entry later finds the module already run. Its own imports are preloaded (no deeper request chain).
 * Not in the demo build (`enabled` false): there the mock server starts with the console, after the call would go.
 */
export function earlyLogin(enabled: boolean): Plugin {
  return {
    name: 'pasture:early-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!enabled || !bundle) return;
        const [script, ...imports] = chunkWithImports(
          bundle,
          EARLY_LOGIN_MODULE,
          'No chunk holds src/boot/pageEarlyLogin.ts: the early login is not in the build.',
        );
        const entry = html.match(ENTRY_SCRIPT_TAG);
        if (!entry)
          throw new Error("index.html has no entry script to put the early login's before.");
        const tags = [
          `<script type="module" async crossorigin src="/${script}"></script>`,
          ...modulepreloadTags(html, imports),
        ].map((tag) => `\n    ${tag}`);
        return html.replace(entry[0], `${tags.join('')}${entry[0]}`);
      },
    },
  };
}
