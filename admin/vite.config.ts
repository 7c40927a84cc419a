import { writeFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// dist/.gitkeep keeps the folder in git so the Go embed compiles before a build.
const keepDistInGit = { name: 'keep-dist-in-git', closeBundle: () => writeFileSync('dist/.gitkeep', '') };

export default defineConfig({
  base: '/admin/',
  plugins: [react(), keepDistInGit],
  server: { proxy: { '/api': 'http://127.0.0.1:8090', '/uploads': 'http://127.0.0.1:8090' } },
  test: { environment: 'jsdom' },
});
