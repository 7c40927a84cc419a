// Vite plugins both apps use.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** dist/.gitkeep keeps the folder in git so the Go embed compiles before a build. */
export const keepDistInGit = { name: 'keep-dist-in-git', closeBundle: () => writeFileSync('dist/.gitkeep', '') };

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml)$/;

/**
 * Writes FILE.br and FILE.gz beside each text file of the build, at the best quality, so
 * the server sends them as they are instead of compressing anything at run time.
 */
export const precompress = {
  name: 'precompress',
  apply: 'build',
  closeBundle() {
    for (const entry of readdirSync('dist', { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !compressible.test(entry.name)) continue;
      const file = join(entry.parentPath ?? entry.path, entry.name);
      const data = readFileSync(file);
      if (data.length < 512) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  },
};
