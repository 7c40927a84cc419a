import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

import { keepDistInGit, precompress } from '@farmsite/vite-plugins';

// `npx vite` serves the app with /api and /uploads sent to a running server
// (API_TARGET=http://127.0.0.1:8201 npx vite to pick another one).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8090';

// In development the login page, which lives outside the /admin/ base, gets the app too.
const loginPageInDev = {
  name: 'login-page-in-dev',
  configureServer(server: { middlewares: { use: (fn: (req: { url?: string }, res: unknown, next: () => void) => void) => void } }) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/adminlogin' || req.url?.startsWith('/adminlogin?')) req.url = '/admin/';
      next();
    });
  },
};
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  base: '/admin/',
  plugins: [react(), keepDistInGit('dist'), precompress, loginPageInDev],
  build: {
    // react-admin and MUI make one large shared chunk (about 250 KB gzip) that the login
    // page and every screen need; each screen is its own lazy chunk.
    chunkSizeWarningLimit: 1000,
  },
  server: {
    proxy: {
      '/api': proxied,
      '/uploads': proxied,
      '/sitemap.xml': proxied,
      '/robots.txt': proxied,
    },
  },
  // Vitest's 5 s per test is a wall clock a busy machine passes (a variant editor's render
  // took 8 s beside other builds); the limit only catches a hang.
  // The test files share a worker's modules and jsdom (isolate: false): each file made
  // react-admin's and MUI's modules and a jsdom of its own, 36 s for 35 files, now 6 s. No
  // file mocks a module, and each cleans up what it renders; they also pass shuffled.
  test: { environment: 'jsdom', testTimeout: 60_000, isolate: false },
});
