import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/** What `npm start` says once it listens: the dev server has no service worker (issue 32, item 4). */
export const DEV_OFFLINE_NOTE =
  '  Offline and install need the built app: npm run build, then npm run preview (or npm run serve).';

const THREE_CATALOGUE = fileURLToPath(new URL('./src/app/layout/three-catalogue.ts', import.meta.url));

// One config for the app build (Vite) and the test runner (Vitest).
// Unit tests run in Node; end-to-end tests drive Debian's Chromium through playwright-core
// against a production build served by `vite preview` (see tests/e2e/harness.ts).
export default defineConfig({
  plugins: [
    react(),
    // <Canvas> registers its catalogue from `import * as THREE`: give it only the classes the
    // table uses (src/app/layout/three-catalogue.ts) so that the rest of three can be dropped.
    {
      name: 'mire-three-catalogue',
      enforce: 'pre',
      apply: 'build',
      resolveId(source, importer) {
        if (
          source === 'three' &&
          importer &&
          /@react-three[\\/]fiber[\\/]dist[\\/]react-three-fiber\.esm\.js$/.test(importer)
        )
          return THREE_CATALOGUE;
        return null;
      },
    },
    // The dev server serves modules one by one and registers no service worker: say so, on start.
    {
      name: 'mire-dev-offline-note',
      apply: 'serve',
      configureServer(server) {
        server.httpServer?.once('listening', () => server.config.logger.info(DEV_OFFLINE_NOTE));
      },
    },
    // Installable and offline (issue 18): Workbox precaches the shell, every chunk (the lazy ones
    // too), the scenarios, fonts and icons; a new version waits for the player (UpdatePrompt).
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['apple-touch-icon.png'],
      manifest: {
        name: 'Mire — Confrontation table',
        short_name: 'Mire',
        description: 'Settle line of sight, moves and contact on a 3D table, even offline.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1e242c',
        background_color: '#14181e',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,json,png,svg,woff,woff2,otf}'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  base: './',
  // The icons live with the other assets (no public/ folder); they are copied to dist/ as they are.
  publicDir: 'assets/icons',
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // geometry/ is pure (no DOM, nothing done on import but constants and zod schemas): a module
      // none of whose exports is used may go, so that the barrel geometry/index.ts does not drag the
      // rules reference, the edition comparison or the move judge (geometry/moves/, route/) into the
      // first screen.
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]geometry[\\/].+\.ts$/.test(id) ? false : undefined) },
      // Every module of the first screen in one chunk (its own dependencies are first-screen modules
      // too): left to itself the bundler splits off each module a lazy part shares with the first
      // screen, and each small chunk compresses on its own, 6 kB more in all.
      output: {
        codeSplitting: {
          groups: [{ name: 'first-screen', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
  // The photo capture's worker (src/app/photo/capture-worker.ts) is bundled on its own: the same
  // pure-geometry tree-shaking keeps the scene schemas (zod) out of it.
  worker: {
    format: 'es',
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]geometry[\\/].+\.ts$/.test(id) ? false : undefined) },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          // The CLI tests spawn `mire` processes; on a loaded 2-core machine each takes a second or two.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
