// axe-core's check of a page, as the tests assert it.
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * An axe check of page, to narrow (include, withTags) and analyze. The site's pages have no
 * frames (asserted), so axe runs inside the page ("legacy mode"): by default each check
 * opens a blank page to merge the frames' results, which made a check of a back-office
 * screen take three times as long. Only violations are gathered in full.
 */
export function axeCheck(page) {
  assert.equal(page.frames().length, 1, `${page.url()} has a frame, which this check would not see into`);
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** Fails with each violation's rule, impact and first three elements; label names the page's state. */
export async function assertAxeClean(page, label) {
  const { violations } = await axeCheck(page).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`);
  assert.deepEqual(summary, [], `axe violations on ${label}`);
}
