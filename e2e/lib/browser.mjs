// Debian's Chromium driven by playwright-core; nothing here downloads a browser.
import { chromium } from 'playwright-core';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
}

/**
 * Lighthouse's mobile throttling on one page, through the DevTools protocol: the CPU 4x
 * slower, and a slow 4G line (150 ms latency, 1.6 Mbps down, 750 Kbps up).
 */
export async function throttleLikeLighthouse(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}

/**
 * Holds back the page's requests whose address matches one of patterns until the returned
 * release() is called; from then on they, and any that come later, go on, or are ended with
 * release's argument instead (`(route) => route.abort()`: the code never arrives). The route
 * stays: removing it instead leaves a request caught by its handler at that moment waiting
 * for ever.
 */
export async function holdRequests(page, patterns) {
  const held = [];
  let settle = null;
  for (const pattern of patterns) await page.route(pattern, (route) => (settle ? settle(route) : held.push(route)));
  return (how = (route) => route.continue()) => {
    settle = how;
    return Promise.all(held.splice(0).map(how));
  };
}
