// The scratch consumer's own Vite config: nothing Pasture-specific, no aliases, the tarball in node_modules.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  // The entry holds React, MSW and every feature's mock handlers on purpose (a test app); the warning is noise here.
  build: { chunkSizeWarningLimit: 2000 },
});
