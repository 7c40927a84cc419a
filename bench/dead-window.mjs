// The dead window of a page rendered on the server (issue 24): from its content visible
// (first contentful paint: the server's HTML paints whole) to the app having taken it over
// (<html data-hydrated>), in Chromium under Lighthouse's mobile throttling (4x CPU, 150 ms
// latency, 1.6 Mbps down, 750 Kbps up), a phone's viewport, a fresh context per run. What a
// visitor does meanwhile is replayed (storefront/src/earlyEvents.ts), so this is how long
// an early tap waits for its effect, not a window in which it is lost.
/* global window, document, MutationObserver -- in the page (page.evaluate, an init script) */
import { launchBrowser, throttleLikeLighthouse } from '../e2e/lib/browser.mjs';

/** Every run's times of every page: {path: [{fcp, lcp, hydrated, window}]}, in ms. */
export async function deadWindowRuns(baseURL, paths, runs) {
  const browser = await launchBrowser();
  const results = {};
  try {
    for (const path of paths) {
      results[path] = [];
      for (let i = 0; i < runs; i++) results[path].push(await measure(browser, baseURL + path));
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    // A visitor who has answered the age gate: the gate would open on top, not change the window.
    await context.addInitScript(() => {
      localStorage.setItem('age-verified', 'true');
      const times = (window.__deadWindow = { lcp: null, hydrated: null });
      new PerformanceObserver((list) => (times.lcp = list.getEntries().at(-1).startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      new MutationObserver(() => (times.hydrated ??= performance.now())).observe(document, {
        subtree: true,
        attributeFilter: ['data-hydrated'],
      });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await throttleLikeLighthouse(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const { fcp, lcp, hydrated } = await page.evaluate(() => ({
      ...window.__deadWindow,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    return { fcp, lcp, hydrated, window: hydrated - fcp };
  } finally {
    await context.close();
  }
}
