// Shared set-up for the storefront's browser tests: one real server (bin/server on a fresh
// data dir with demo content) and one Chromium per test file, fresh contexts per test.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from '../lib/browser.mjs';
import { startServer } from '../lib/server.mjs';

/**
 * The strictest policy the storefront must work under (issue 7): no inline scripts, no
 * eval, no inline styles in markup, nothing from another origin. Added to every HTML
 * answer that does not already carry a policy of its own.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Starts the server and the browser for this file; returns a handle filled in before the tests. */
/** The address of the app's code (src/main.tsx's chunk), which src/boot.ts asks for once the page has painted. */
export const appCode = /\/assets\/app-[^/]*\.js$/;

export function useStorefront() {
  const h = {
    server: null,
    browser: null,
    get baseURL() {
      return this.server.baseURL;
    },
    /**
     * A page in a fresh context. `verified` pre-answers the age gate; every console error,
     * uncaught exception and request to another origin is recorded in page.problems.
     */
    async page({
      verified = true,
      viewport = { width: 1280, height: 900 },
      reducedMotion = 'no-preference',
      csp = false,
      ...options
    } = {}) {
      const context = await h.browser.newContext({ baseURL: h.baseURL, viewport, reducedMotion, ...options });
      if (csp) {
        await context.route(
          (url) => url.origin === h.baseURL,
          async (route) => {
            if (route.request().resourceType() !== 'document') return route.fallback();
            const response = await route.fetch();
            const headers = response.headers();
            if (!headers['content-security-policy']) headers['content-security-policy'] = STRICT_CSP;
            return route.fulfill({ response, headers });
          },
        );
      }
      if (verified) await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      // Tests wait for what they look at; waiting for every image of a page first only adds time.
      // A page the server rendered is shown before its buttons work: with JavaScript on, a
      // test starts once the app has taken it over (src/boot.ts loads the app after the
      // first paint), as it would otherwise click buttons that do nothing yet.
      const hydrated = async (response) => {
        if (options.javaScriptEnabled !== false) await page.waitForHydration();
        return response;
      };
      page.waitForHydration = () => waitForHydration(page);
      const goto = page.goto.bind(page);
      page.goto = (url, opts) => goto(url, { waitUntil: 'domcontentloaded', ...opts }).then(hydrated);
      // As a visitor sees it: back as soon as the page's heading shows, hydrated or not. Shows:
      // painted too. Before the first paint the stylesheet may still be on its way, and a tap
      // aimed by the unstyled layout lands elsewhere once it has come.
      page.gotoVisible = async (url) => {
        const response = await goto(url, { waitUntil: 'commit' });
        await page.locator('main h1').first().waitFor();
        await page.waitForFunction(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'));
        return response;
      };
      // Closing the page ends its context too.
      page.close = () => context.close();
      const reload = page.reload.bind(page);
      page.reload = (opts) => reload({ waitUntil: 'domcontentloaded', ...opts }).then(hydrated);
      page.problems = [];
      // A page the server answers with 404 on purpose logs that status once; that is no problem.
      const notFoundPages = new Set();
      page.on('response', (r) => r.status() === 404 && r.request().isNavigationRequest() && notFoundPages.add(r.url()));
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        if (/status of 404/.test(m.text()) && notFoundPages.has(m.location().url)) return;
        page.problems.push(`console: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => page.problems.push(`exception: ${e.message}`));
      page.unfinished = new Set();
      page.failedRequests = [];
      page.on('requestfinished', (r) => page.unfinished.delete(r));
      page.on('requestfailed', (r) => {
        page.unfinished.delete(r);
        page.failedRequests.push(`${r.url()}: ${r.failure()?.errorText}`);
      });
      page.on('request', (r) => {
        page.unfinished.add(r);
        const url = new URL(r.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== h.baseURL) page.problems.push(`outside request: ${r.url()}`);
      });
      return page;
    },
  };
  before(async () => {
    [h.server, h.browser] = await Promise.all([startServer({ prepared: true }), launchBrowser()]);
  });
  after(async () => {
    await h.browser?.close();
    await h.server?.stop();
  });
  return h;
}

/**
 * Waits until the app has taken the page over (<html data-hydrated>). When it does not, the
 * error says what the page was still waiting for, what failed and what went wrong there.
 */
async function waitForHydration(page) {
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  } catch (error) {
    const state = await Promise.race([
      page.evaluate(() => `readyState ${document.readyState}, root ${document.getElementById('root')?.textContent.slice(0, 80)}`),
      new Promise((resolve) => setTimeout(resolve, 2000, 'the page did not answer')),
    ]).catch((e) => `the page could not be read: ${e.message}`);
    error.message += [
      `\npage: ${page.url()}; ${state}`,
      `still loading: ${[...page.unfinished].map((r) => r.url()).join(', ') || 'nothing'}`,
      `failed: ${page.failedRequests.join(', ') || 'nothing'}`,
      `problems: ${page.problems.join(', ') || 'none'}`,
    ].join('\n');
    throw error;
  }
}

/** Fails the test if the page logged an error, threw, or reached outside the site. */
export function assertNoProblems(page) {
  assert.deepEqual(page.problems, [], `problems on ${page.url()}`);
}

/** The active element's accessible description, for focus checks. */
export const focusedText = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? (el.getAttribute('aria-label') || el.textContent || el.tagName).trim() : '';
  });

/**
 * Presses each key and says where focus went: 'dialog' (inside the element with `testId`),
 * 'browser' (nothing in the page: the browser's own controls, which a modal <dialog> lets
 * Tab reach) or 'page: ...' (the page behind, which a modal dialog must never let it reach).
 */
export async function focusWalk(page, testId, keys) {
  const reached = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    reached.push(
      await page.evaluate((id) => {
        const el = document.activeElement;
        if (document.querySelector(`[data-testid="${id}"]`).contains(el)) return 'dialog';
        return el === document.body ? 'browser' : `page: ${el.outerHTML.slice(0, 80)}`;
      }, testId),
    );
  }
  return reached;
}

/** JSON from the server without a browser. */
export async function getJson(baseURL, path) {
  const res = await fetch(baseURL + path);
  assert.equal(res.status, 200, path);
  return res.json();
}

/** Retries `check` (which throws or returns false) until it passes or `timeout` ms pass. */
export async function eventually(check, { timeout = 5000, interval = 50 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const result = await check();
      if (result !== false) return result;
      if (Date.now() > deadline) assert.fail('condition still false');
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}
