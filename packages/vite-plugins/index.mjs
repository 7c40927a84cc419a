// Vite plugins both apps use.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'vite';

/** DIR/.gitkeep keeps an output folder in git so the Go embed compiles before a build. */
export const keepDistInGit = (dir) => ({ name: 'keep-dist-in-git', closeBundle: () => writeFileSync(`${dir}/.gitkeep`, '') });

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

/**
 * The page table (content/pages.json) as an app is built with it: only `fields` of each
 * page. The rest (titles, descriptions, the sitemap, what each page shows) is the server's,
 * which embeds the file itself, and would only weigh on the app's first load.
 */
export const pageTableFields = (fields) => ({
  name: 'page-table-fields',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]content[\\/]pages\.json$/.test(id)) return undefined;
    const pages = JSON.parse(code).map((page) => Object.fromEntries(fields.filter((f) => f in page).map((f) => [f, page[f]])));
    return { code: JSON.stringify(pages), map: null };
  },
});

/**
 * Writes dist/.vite/routes.json, the server's view of the route table: for each route of
 * `routes` ({path, module, data?}: content/pages.json), the scripts its page
 * needs beyond the app's entries (its module's chunk and that chunk's imports), and the
 * API answer it starts with; and `initialScripts`, what every first page loads: the entry
 * chunks (index.html's and the app it loads, see src/boot.ts) and their imports, which
 * bench/frontend.mjs weighs. Read from the bundle, so it always names this build's files.
 *
 * Each script it names (what a first page runs as it loads and hydrates) starts with V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later): V8 compiles
 * all of its functions on a background thread as the file arrives, instead of each one on
 * the main thread the first time it is called, which is while the page hydrates
 * (docs/rendering.md, "Compile hints"). The scripts that come later (a dialog's, the live
 * updates') are left to V8's lazy compilation.
 */
export function routeManifest(routes) {
  let root, base;
  return {
    name: 'route-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    // After Vite's own rewrites of the chunks, which put a preload list at the app's top.
    generateBundle: { order: 'post', handler: writeManifest },
  };
  function writeManifest(_options, bundle) {
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const withImports = (fileName, files = new Set()) => {
      if (!files.has(fileName)) {
        files.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, files);
      }
      return files;
    };
    const initial = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]));
    const manifest = routes.map(({ path, module, data }) => {
      const id = resolve(root, module);
      const chunk = chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) this.error(`route ${path}: its page ${module} is in no chunk of the build`);
      const modulePreloads = [...withImports(chunk.fileName)].filter((file) => !initial.has(file)).map((file) => base + file);
      return { path, modulePreloads, ...(data ? { data } : {}) };
    });
    const initialScripts = [...initial].map((file) => base + file);
    this.emitFile({
      type: 'asset',
      fileName: '.vite/routes.json',
      source: JSON.stringify({ routes: manifest, initialScripts }, null, 2) + '\n',
    });
    const runOnLoad = new Set([...initialScripts, ...manifest.flatMap((route) => route.modulePreloads)]);
    for (const chunk of chunks) if (runOnLoad.has(base + chunk.fileName)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  }
}

/** V8's explicit compile hint for a whole file: it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Writes FILE, minified, as an inline script where index.html has <!--MARKER-->. The
 * server allows it by its hash in the Content-Security-Policy (web.InlineScriptHashes),
 * computed from the built index.html, so the two cannot disagree.
 */
export const inlineScript = (marker, file) => ({
  name: 'inline-script',
  transformIndexHtml(html) {
    const { code, errors } = minifySync(file, readFileSync(file, 'utf8'));
    if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
    return html.replace(`<!--${marker}-->`, `<script>${code.trim()}</script>`);
  },
});
