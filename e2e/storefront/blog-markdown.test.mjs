// Issue 40, rich text in posts: a post's small Markdown is rendered on the server and in the
// browser by one parser; its links work, a javascript: or data: link is no link, and the
// blog card and the page's description show the words without the syntax. On a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck } from '../lib/axe.mjs';
import { staffSession } from '../lib/server.mjs';
import { finiteAnimationsEnded } from '../lib/animations.mjs';
import { assertNoProblems, useStorefront } from './harness.mjs';

const sf = useStorefront();
const PHONE = { width: 390, height: 844 };

const CONTENT = [
  '## Reading the certificate',
  "Every lot has **its own** certificate: [read Headhunter's](/coa/HVSF-26-HH01).",
  '- Look for the *lot number*\n- Check the date',
  '[Click me](javascript:alert(document.domain)) and [data](data:text/html,hi) and [the regulator](https://cannabis.ny.gov/).',
].join('\n\n');

/** A published post with CONTENT, removed after fn. */
async function withPost(fn) {
  const staff = await staffSession(sf.baseURL);
  const res = await staff('/api/admin/blog', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: sf.baseURL },
    body: JSON.stringify({ title: 'Reading a Certificate, Line by Line', content: CONTENT }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  const post = await res.json();
  try {
    await fn(post);
  } finally {
    await staff(`/api/admin/blog/${post.id}`, { method: 'DELETE', headers: { Origin: sf.baseURL } });
  }
}

/** What the post's content shows, as roles and links. */
async function contentOf(page) {
  const content = page.getByTestId('post-content');
  return {
    heading: await content.getByRole('heading', { level: 2 }).textContent(),
    items: await content.getByRole('listitem').allTextContents(),
    links: await content
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])),
    strong: await content.locator('strong').allTextContents(),
    text: (await content.textContent()).replace(/\s+/g, ' '),
  };
}

test("a post's Markdown: the server's HTML and the app's agree, its link works, javascript: and data: are no links", async () => {
  await withPost(async (post) => {
    const expected = {
      heading: 'Reading the certificate',
      items: ['Look for the lot number', 'Check the date'],
      links: [
        ["read Headhunter's", '/coa/HVSF-26-HH01', null],
        ['the regulator', 'https://cannabis.ny.gov/', 'noopener noreferrer'],
      ],
      strong: ['its own'],
    };
    const noScript = await sf.page({ javaScriptEnabled: false, viewport: PHONE });
    await noScript.goto(`/blog/${post.slug}`);
    const served = await contentOf(noScript);
    assert.deepEqual({ ...served, text: undefined }, { ...expected, text: undefined }, "the server's HTML");
    assert.match(served.text, /Click me and data and the regulator\./);
    assert.doesNotMatch(served.text, /\*\*|##|\]\(/, 'no syntax shows');
    assert.equal(await noScript.locator('a[href^="javascript:" i], a[href^="data:" i]').count(), 0);
    const description = await noScript.locator('meta[name="description"]').getAttribute('content');
    assert.equal(
      description,
      "Reading the certificate Every lot has its own certificate: read Headhunter's. Look for the lot number Check the date Click me and data and the regulator.",
    );
    await noScript.close();

    const page = await sf.page({ viewport: PHONE });
    await page.goto(`/blog/${post.slug}`);
    assert.deepEqual({ ...(await contentOf(page)), text: undefined }, { ...expected, text: undefined }, 'the app, hydrated');
    assert.equal(
      await page
        .getByTestId('post-content')
        .getByText('Click me')
        .evaluate((el) => el.closest('a')),
      null,
    );
    await finiteAnimationsEnded(page);
    const { violations } = await axeCheck(page).analyze();
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      [],
    );

    // The link leads to the certificate, within the app (no new document).
    const documents = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.getByRole('link', { name: "read Headhunter's" }).click();
    await page.waitForURL('**/coa/HVSF-26-HH01');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'HVSF-26-HH01' }).waitFor();
    assert.deepEqual(documents, []);
    assertNoProblems(page);
    await page.close();
  });
});

test("the blog's card shows a post's words without the syntax", async () => {
  await withPost(async (post) => {
    const page = await sf.page({ viewport: PHONE });
    await page.goto('/blog');
    const card = page.getByTestId('blog-card').filter({ hasText: post.title });
    const excerpt = await card.locator('p.line-clamp-3').textContent();
    assert.ok(excerpt.startsWith('Reading the certificate Every lot has its own certificate'), excerpt);
    assert.doesNotMatch(excerpt, /\*|##|\]\(/);
    assertNoProblems(page);
    await page.close();
  });
});
