import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API runs on its own port in development; Vite proxies every API path to it.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

/**
 * Stamps each build with an id: compiled into the SPA as import.meta.env.VITE_BUILD_ID and
 * written to dist/version.json, which the SPA polls to offer a refresh after a deployment.
 */
function buildVersion(): Plugin {
  const id = process.env.BUILD_ID || randomBytes(8).toString('hex');
  return {
    name: 'build-version',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ buildId: id })}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildVersion()],
  resolve: {
    alias: [
      // Native Temporal when the browser has it; the polyfill becomes a chunk fetched otherwise.
      {
        find: /^temporal-polyfill$/,
        replacement: fileURLToPath(new URL('./src/app/temporal.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': api,
      '/admin/v2': api,
      '/token': api,
      '/logout': api,
      '/dev': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one chunk (Rolldown would otherwise split
          // modules the lazy chunks share with the entry into many small files, each gzipped
          // alone); lazy chunks import what they share from it.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
