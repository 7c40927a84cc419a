import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

import { inlineScript, keepDistInGit, pageTableFields, precompress, routeManifest } from '@farmsite/vite-plugins';
import pageTable from '../content/pages.json' with { type: 'json' };
import { BROWSER_PAGE_FIELDS } from './src/pageRoutes.ts';
import { placesModules } from './scripts/places.mjs';

// `npx vite` proxies the API to a running bin/server (default `make run`'s port).
const apiServer = process.env.API_SERVER ?? 'http://127.0.0.1:8090';

/**
 * React's API, served by Preact (preact/compat) in the browser and on the server: the same
 * components, hooks, react-router and TanStack Query, with a tenth of React DOM's code to
 * load, parse and run before a page works (docs/rendering.md, "Preact").
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server(\.browser)?$/, replacement: 'preact/compat/server.browser' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// What stays out of the chunk several pages share: the pages, the forms (Contact and
// Checkout only), the page table, the realtime SDK, and the dialogs' code.
const notShared =
  /[\\/]pages[\\/]|CheckoutForm|forms\.ts|generatedMessages|[\\/]content[\\/]|pocketbase|fonts\.css|index\.html|[\\/]ui[\\/](Sheet|modal)\./;

/** The browser's app: dist/. */
const browserConfig: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    placesModules(),
    inlineScript('early-contract', 'src/earlyContract.js'),
    pageTableFields(BROWSER_PAGE_FIELDS),
    routeManifest(pageTable),
    keepDistInGit('dist'),
    precompress,
  ],
  resolve: { alias: preactForReact },
  server: { proxy: { '/api': { target: apiServer, ws: false }, '/uploads': apiServer } },
  build: {
    // Every browser we serve supports modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    target: 'es2022',
    // Fonts and images are separate files so the CSP needs no data: URLs.
    assetsInlineLimit: 0,
    // Two entries: index.html's (src/boot.ts: the stylesheet and a few lines) and the app
    // (src/main.tsx), which boot.ts asks for once a rendered page is painted. The app's code
    // arrives as one file, everything main.tsx imports (boot.ts keeps its own earlyEvents.ts) (the '$initial' modules); each page
    // is its own chunk, and what several pages share is one more. Left alone, the bundler
    // splits shared modules into half a dozen small chunks, each a request on the critical path.
    rolldownOptions: {
      input: { index: 'index.html', app: 'src/main.tsx' },
      output: {
        codeSplitting: {
          groups: [
            // Vite's loader of lazy chunks, which both entries use.
            { name: 'loader', test: /preload-helper/, priority: 2 },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !/index\.html|boot\.ts|earlyEvents|index\.css|preload-helper/.test(id),
              priority: 1,
            },
            // Components that several pages share: one file rather than one per component.
            // The dialogs' code (the menu, the cart, the age gate) comes when one first
            // opens, not with every page.
            {
              name: 'shared',
              test: (id: string) => !notShared.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  // Testing Library's React renderer (its ES module build) goes through the aliases too:
  // the tests run on Preact, as the site does.
  test: {
    environment: 'node',
    testTimeout: 60_000, // Vitest's 5 s is a wall clock a busy machine passes: this only catches a hang
    alias: [{ find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' }],
    server: { deps: { inline: ['@testing-library/react'] } },
  },
};

/**
 * The engine reads scripts, where `import()` is a syntax error: the one left in the bundle
 * (react-router's loader of framework-mode route modules, which this app never uses)
 * becomes a call that fails if it is ever made.
 */
const noDynamicImport = {
  name: 'no-dynamic-import',
  renderChunk: (code: string) => code.replace(/\bimport\(/g, '__noDynamicImport('),
};

/**
 * The server entry (src/entry-server.tsx) and its polyfills: classic scripts, every dependency inside,
 * for the Go server's JavaScript engine (backend/ssr), which runs scripts, not modules.
 * The target keeps classes' private fields (`#field`, which TanStack Query uses throughout)
 * as they are: down-levelled to ES2020 they become module-wide WeakMaps whose values point
 * back at their keys, cycles QuickJS's collector never frees, so every render's query
 * cache stayed in the engine for good.
 */
const serverConfig: UserConfig = {
  plugins: [react(), placesModules(), pageTableFields(BROWSER_PAGE_FIELDS), keepDistInGit('dist-server'), noDynamicImport],
  publicDir: false,
  resolve: { alias: preactForReact },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'webworker' },
  build: {
    outDir: 'dist-server',
    target: 'es2022',
    minify: true,
    // Two builds write here (package.json): src/server/polyfills.ts, which the engine runs
    // first, since bundled modules may use what it provides while they load, then this entry.
    emptyOutDir: false,
    rolldownOptions: {
      output: { format: 'iife', name: 'storefrontServer', entryFileNames: '[name].js', codeSplitting: false },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverConfig : browserConfig));
