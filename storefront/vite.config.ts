import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

import { keepDistInGit, precompress, routeManifest } from '../scripts/vite-plugins.mjs';
import { pageRoutes } from './src/pageRoutes.ts';

// `npx vite` proxies the API to a running bin/server (default `make run`'s port).
const apiServer = process.env.API_SERVER ?? 'http://127.0.0.1:8090';

export default defineConfig({
  plugins: [react(), tailwindcss(), routeManifest(pageRoutes), keepDistInGit, precompress],
  server: { proxy: { '/api': { target: apiServer, ws: false }, '/uploads': apiServer } },
  build: {
    // Every browser we serve supports modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    target: 'es2022',
    // Fonts and images are separate files so the CSP needs no data: URLs.
    assetsInlineLimit: 0,
    // The first page's code arrives as one file: everything but the lazy pages, the order
    // form, the realtime SDK and the web fonts' CSS (see fonts.css). Left alone, the bundler splits
    // modules shared with lazy pages into half a dozen small chunks, each a request on the
    // critical path.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: (id: string) => !/pocketbase|[\\/]pages[\\/](?!HomePage)|CheckoutForm|[\\/]content[\\/]|fonts\.css/.test(id),
            },
          ],
        },
      },
    },
  },
  test: { environment: 'node' },
});
