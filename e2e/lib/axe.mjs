// axe-core's check of a page, as the storefront's tests assert it: no violation at all.
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

/** Fails with each violation's rule, impact and first three elements; label names the page's state. */
export async function assertAxeClean(page, label) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`);
  assert.deepEqual(summary, [], `axe violations on ${label}`);
}
