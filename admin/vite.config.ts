import { writeFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// dist/.gitkeep keeps the folder in git so the Go embed compiles before a build.
const keepDistInGit = { name: 'keep-dist-in-git', closeBundle: () => writeFileSync('dist/.gitkeep', '') };

// `npx vite` serves the app with /api and /uploads sent to a running server
// (API_TARGET=http://127.0.0.1:8201 npx vite to pick another one).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8090';
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  base: '/admin/',
  plugins: [react(), keepDistInGit],
  build: {
    // react-admin and MUI make one large shared chunk (about 270 KB gzip) that the login
    // page and every screen need; each screen is its own lazy chunk.
    chunkSizeWarningLimit: 1000,
  },
  server: {
    proxy: {
      '/api': proxied,
      '/uploads': proxied,
      '/sitemap.xml': proxied,
      '/robots.txt': proxied,
      // The login page lives outside the /admin/ base: let Vite answer it with the app.
    },
  },
  test: { environment: 'jsdom' },
});
