// The built binary on a fresh data dir: empty unless the demo is asked for, the demo
// content in every public call when it is, every staff call refused without a session,
// and a staff session that can manage the catalogue.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, staffCredentials } from '../lib/server.mjs';

let server;
before(async () => {
  server = await startServer({ demo: true });
});
after(async () => {
  await server?.stop();
});

const get = (path, init) => fetch(server.baseURL + path, init);

test('public calls answer with the demo content', async () => {
  const expectations = {
    '/api/products': (b) => b.length >= 12 && b.some((p) => p.slug === 'headhunter'),
    '/api/products/featured': (b) => b.length >= 4 && b.every((p) => p.featured),
    '/api/products/with-variants': (b) => b.find((p) => p.slug === 'headhunter').variants.length === 4,
    '/api/products/categories/active': (b) => b[0] === 'Flower' && b.includes('Swag'),
    '/api/products/slug/lime-street': (b) => b.name === 'Lime Street' && b.terps === null,
    '/api/blog': (b) => b.length >= 5 && b[0].publishedAt >= b[1].publishedAt,
    '/api/blog/slug/cover-crops-and-living-soil': (b) => b.title === 'Cover Crops and Living Soil',
    '/api/locations': (b) => b.length >= 4 && b.every((l) => /Monday/.test(l.hours)),
    '/api/site': (b) => b.heroImages.length === 10 && /Poison Center/.test(b.healthWarning),
  };
  for (const [path, ok] of Object.entries(expectations)) {
    const res = await get(path);
    assert.equal(res.status, 200, path);
    assert.ok(ok(await res.json()), `${path} answered unexpected content`);
  }
});

test('a new data dir served without DEMO_CONTENT=1 is an empty site', async () => {
  const plain = await startServer();
  try {
    for (const path of ['/api/products', '/api/blog', '/api/locations']) {
      assert.deepEqual(await (await fetch(plain.baseURL + path)).json(), [], path);
    }
    assert.deepEqual((await (await fetch(`${plain.baseURL}/api/site`)).json()).heroImages, []);
    assert.equal((await fetch(`${plain.baseURL}/products/headhunter`)).status, 404);
  } finally {
    await plain.stop();
  }
});

test('demo images are served from /uploads/', async () => {
  const [product] = await (await get('/api/products/featured')).json();
  const res = await get(product.images[0]);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/jpeg');
  assert.ok((await res.arrayBuffer()).byteLength > 1000);
});

test('every staff call answers 401 without a session', async () => {
  const calls = [
    ['GET', '/api/admin/me'],
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/products'],
    ['POST', '/api/admin/products'],
    ['PATCH', '/api/admin/products/x'],
    ['PUT', '/api/admin/products/x'],
    ['DELETE', '/api/admin/products/x'],
    ['GET', '/api/admin/products/x/variants'],
    ['POST', '/api/admin/products/x/variants'],
    ['PATCH', '/api/admin/products/x/variants/y'],
    ['DELETE', '/api/admin/products/x/variants/y'],
    ['GET', '/api/admin/blog'],
    ['POST', '/api/admin/blog'],
    ['PATCH', '/api/admin/blog/x'],
    ['DELETE', '/api/admin/blog/x'],
    ['GET', '/api/admin/locations'],
    ['POST', '/api/admin/locations'],
    ['PATCH', '/api/admin/locations/x'],
    ['DELETE', '/api/admin/locations/x'],
    ['GET', '/api/admin/contact-messages'],
  ];
  for (const [method, path] of calls) {
    const res = await get(path, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
    assert.equal(res.status, 401, `${method} ${path}`);
    assert.deepEqual(await res.json(), { message: 'Not authenticated', data: {}, status: 401 });
  }
});

test('a staff session creates, lists, updates and deletes catalogue content', async () => {
  const login = await get('/api/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(staffCredentials),
  });
  assert.equal(login.status, 200);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const staff = (method, path, body) =>
    get(path, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: body && JSON.stringify(body),
    });

  const bad = await staff('POST', '/api/admin/products', { name: 'Bad', price: 1.234, images: ['/uploads/x.jpg'] });
  assert.equal(bad.status, 400);
  assert.equal((await bad.json()).message, 'Price must have at most 2 decimal places');

  const created = await staff('POST', '/api/admin/products', { name: 'Storm King', price: 41.5, images: ['uploads/storm.jpg'], thc: null });
  assert.equal(created.status, 201);
  const product = await created.json();
  assert.equal(product.slug, 'storm-king');
  assert.equal(product.price, '41.50');
  assert.equal(product.thc, null);

  const variant = await staff('POST', `/api/admin/products/${product.id}/variants`, { name: 'Eighth', weight: '3.5g', price: 41.5 });
  assert.equal(variant.status, 201);

  const list = await staff('GET', '/api/admin/products?sort=["name","ASC"]&range=[0,4]&filter={"q":"storm"}');
  assert.equal(list.status, 200);
  assert.equal(list.headers.get('content-range'), 'products 0-0/1');

  const patched = await staff('PATCH', `/api/admin/products/${product.id}`, { featured: true });
  assert.equal((await patched.json()).featured, true);

  for (const [resource, body, field, value] of [
    ['blog', { title: 'Storm King Harvest', content: 'A good year.', publishedAt: '2024-11-01' }, 'author', 'Hudson Valley Farm Team'],
    [
      'locations',
      {
        name: 'Cornwall Cannabis',
        address: '1 Main St',
        city: 'Cornwall',
        state: 'NY',
        zip: '12518',
        mapUrl: 'https://maps.example.com/c',
      },
      'featured',
      false,
    ],
  ]) {
    const res = await staff('POST', `/api/admin/${resource}`, body);
    assert.equal(res.status, 201, resource);
    const rec = await res.json();
    assert.equal(rec[field], value);
    const upd = await staff('PATCH', `/api/admin/${resource}/${rec.id}`, { description: 'Updated', content: 'Updated content.' });
    assert.equal(upd.status, 200, resource);
    const del = await staff('DELETE', `/api/admin/${resource}/${rec.id}`);
    assert.equal((await del.json()).id, rec.id);
  }

  const deleted = await staff('DELETE', `/api/admin/products/${product.id}`);
  assert.equal((await deleted.json()).id, product.id);
  assert.equal((await staff('GET', `/api/admin/products/${product.id}/variants`)).status, 404);
});
