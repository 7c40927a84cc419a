// Runs Lighthouse (mobile, its defaults) on each page RUNS times in one headless Chromium
// and prints every run's scores as JSON. bench/frontend.mjs starts it with the Node 22
// binary Lighthouse 13 needs: node lighthouse-runs.mjs BASE_URL RUNS PATH...
// One browser for all runs saves a browser start per run; Lighthouse still clears the
// cache and storage before each run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [baseURL, runs, ...paths] = process.argv.slice(2);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
/**
 * One Lighthouse run of url. On a loaded machine the trace is sometimes lost (NO_NAVSTART,
 * NO_FCP): such a run measured nothing, and is run again, twice at most.
 */
async function measure(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: categories, logLevel: 'error', output: 'json' });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    process.stderr.write(`${url}: ${lhr.runtimeError.code}, measured again\n`);
  }
}

const results = {};
try {
  for (const path of paths) {
    results[path] = [];
    for (let i = 0; i < Number(runs); i++) {
      const lhr = await measure(baseURL + path);
      const audit = (id) => lhr.audits[id]?.numericValue;
      results[path].push({
        ...Object.fromEntries(categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(results));
