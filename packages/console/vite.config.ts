import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../scripts/aliases.mjs';

// Modes: `demo` (debug on, MSW answers every call; `npm run dev`, `npm run build:demo` → dist-demo) and
// `production` (debug off, no mock, real server at VITE_API_BASE_URL). See README.md.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
