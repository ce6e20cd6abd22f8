import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './scripts/precompress.ts';
import { bundleGraph } from './scripts/bundleGraph.ts';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

/** The web app: src/web → dist/web. In development /api goes to the server on PORT (3000). */
export default defineConfig({
  root: webRoot,
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui({ failOnMissing: true }), precompress(), bundleGraph()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
