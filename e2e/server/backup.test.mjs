// A backup made through PocketBase's backup API restores everything: content changed
// and deleted after it, and uploaded files, come back as they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, staffSession, superuserAuth } from '../lib/server.mjs';

async function waitUntil(check, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      /* restarting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

test('backup, change and delete content and files, restore: everything is back', async () => {
  const server = await startServer({ superuser: true, demo: true });
  const base = server.baseURL;
  try {
    const staff = await staffSession(base);
    const operator = await superuserAuth(base);

    const headhunter = await (await fetch(`${base}/api/products/slug/headhunter`)).json();
    const post = await (await fetch(`${base}/api/blog/slug/terpenes-101-where-the-aroma-comes-from`)).json();
    const files = await (await staff('/api/admin/files')).json();
    const photo = files.find((f) => f.url === headhunter.images[0]);
    const photoBytes = new Uint8Array(await (await fetch(base + photo.url)).arrayBuffer());

    const made = await fetch(`${base}/api/backups`, {
      method: 'POST',
      headers: { ...operator, 'Content-Type': 'application/json' },
      body: '{"name":"before_changes.zip"}',
    });
    assert.equal(made.status, 204, await made.text());
    const backups = await (await fetch(`${base}/api/backups`, { headers: operator })).json();
    assert.ok(
      backups.some((b) => b.key === 'before_changes.zip' && b.size > 100_000),
      'the backup holds the uploads',
    );

    const json = { 'Content-Type': 'application/json' };
    assert.equal((await staff(`/api/admin/products/${headhunter.id}`, { method: 'DELETE' })).status, 200);
    assert.equal(
      (
        await staff(`/api/admin/blog/${post.id}`, {
          method: 'PATCH',
          headers: json,
          body: JSON.stringify({ title: 'Changed after the backup' }),
        })
      ).status,
      200,
    );
    assert.equal((await staff(`/api/admin/files/${photo.id}`, { method: 'DELETE' })).status, 200);
    const form = new FormData();
    form.append('image', new Blob([photoBytes], { type: 'image/jpeg' }), 'after-backup.jpg');
    const added = await (await staff('/api/admin/upload', { method: 'POST', body: form })).json();
    assert.equal((await fetch(base + photo.url)).status, 404);

    const restore = await fetch(`${base}/api/backups/before_changes.zip/restore`, { method: 'POST', headers: operator });
    assert.equal(restore.status, 204, await restore.text());
    // PocketBase restarts itself on the restored data dir.
    await waitUntil(async () => (await fetch(`${base}/api/products/slug/headhunter`)).status === 200, 'the restored server');

    const restored = await (await fetch(`${base}/api/products/slug/headhunter`)).json();
    assert.equal(restored.id, headhunter.id);
    assert.equal(restored.variants.length, headhunter.variants.length);
    assert.equal((await (await fetch(`${base}/api/blog/slug/${post.slug}`)).json()).title, post.title);
    const back = await fetch(base + photo.url);
    assert.equal(back.status, 200);
    assert.deepEqual(new Uint8Array(await back.arrayBuffer()), photoBytes);
    assert.equal((await fetch(base + added.url.split('?')[0])).status, 404, 'an upload made after the backup is gone');
  } finally {
    await server.stop();
  }
});
