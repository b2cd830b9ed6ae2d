import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the app build (Vite) and the test runner (Vitest).
// Unit tests run in Node; end-to-end tests drive Debian's Chromium through playwright-core
// against a production build served by `vite preview` (see tests/e2e/harness.ts).
export default defineConfig({
  plugins: [react()],
  base: './',
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
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
