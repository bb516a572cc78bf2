// The scratch consumer's own Vite config: nothing Pasture-specific, no aliases, the tarball in node_modules.
// Three pages: the README's app (index.html), a host page with two Pasture corners (host.html) and primitives with
// no provider (primitives.html); one build serves all three, so they share its chunks and its cost.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const page = (name) => fileURLToPath(new URL(`./${name}.html`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    // The entry holds React, MSW and every feature's mock handlers on purpose (a test app); the warning is noise here.
    chunkSizeWarningLimit: 2000,
    // host.jsx awaits its i18n set-up at the top level.
    target: 'es2022',
    rollupOptions: {
      input: { index: page('index'), host: page('host'), primitives: page('primitives') },
    },
  },
});
