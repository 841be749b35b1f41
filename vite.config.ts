import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompileMessages } from './scripts/precompile-messages';

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

/**
 * The main layout, the page views and the signed-in guard in front of them: every console page
 * loads all three (src/app/app-routes.tsx, src/app/console-route.tsx).
 */
const LAYOUT =
  /src[\\/](features[\\/]shell[\\/]layout[\\/]main-layout|app[\\/](page-views|console-route))\.tsx$/;
/**
 * The Fluent packages of the screens outside the main layout (the theme, toasts, message bars,
 * the auth pages' buttons, text, links, spinner and avatar): with what they import, one chunk
 * those screens and the console share. The sign-in entry carries no Fluent at all.
 */
const FLUENT_BASE =
  /[\\/]node_modules[\\/]@fluentui[\\/](react-provider|tokens|react-theme|react-button|react-message-bar|react-text)[\\/]/;
/** Lazy screens app-routes and app.tsx show without the main layout (toasts, auth, dark theme). */
const OUTSIDE_LAYOUT =
  /src[\\/](app[\\/](notice-toaster|version-notice-bar)|features[\\/]auth[\\/](login-error|auth-pages)|ui[\\/]dark-theme)\.tsx?$/;

export default defineConfig({
  plugins: [
    react(),
    buildVersion(),
    // The build ships messages as ICU ASTs and resolves the ICU parser to this stand-in.
    precompileMessages({
      noParser: fileURLToPath(new URL('./src/i18n/no-parser.ts', import.meta.url)),
    }),
  ],
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
      // Only the outbox: /dev/machines is the SPA's statechart viewer.
      '/dev/outbox': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // An 'outer' chunk's name lists every lazy chunk that shares it: keep it out of the URL.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('outer~') ? 'assets/outer-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is one chunk (Rolldown would otherwise split
            // modules the lazy chunks share with the entry into many small files, each gzipped
            // alone); lazy chunks import what they share from it. Highest priority: no other
            // group may take a module the sign-in page needs.
            { name: 'app', tags: ['$initial'], priority: 4 },
            // The lazy screens that open outside the main layout keep the automatic split (one
            // chunk per set of importers): a toast or an auth page downloads what it uses, not
            // the shell. Taken before the shell group, so the shell cannot swallow what they share.
            { name: 'outer', test: OUTSIDE_LAYOUT, entriesAware: true, priority: 2 },
            // Fluent's base, which every screen above and the console use: one chunk, not one
            // per set of importers (the outer split would cut it into dozens of files).
            { name: 'fluent', test: FLUENT_BASE, priority: 3 },
            // What the main layout and the page views need and no screen above shares is one
            // chunk: the ~55 small files a dashboard visit fetched were gzipped one by one.
            { name: 'shell', test: LAYOUT, priority: 1 },
          ],
        },
      },
    },
  },
});
