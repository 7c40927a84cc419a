// The built binary behind a real TLS reverse proxy on loopback, configured from the
// files (deploy/nginx.conf, deploy/Caddyfile) and set up as docs/operations.md says: --siteUrl on
// the proxy's https origin and PocketBase's IP proxy header X-Forwarded-For. The site
// trusts only the proxy's address (127.0.0.1); test clients connect from other loopback
// addresses, so a client reaching the server directly is a stranger, as on the internet.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBrowser } from '../lib/browser.mjs';
import { freePort, startServer, staffCredentials, superuserAuth, superuserCredentials } from '../lib/server.mjs';
import { openEventStream, send, startCaddy, startNginx } from '../lib/proxy.mjs';

const repoRoot = resolve(import.meta.dirname, '../..');
const json = { 'Content-Type': 'application/json' };
const contactForm = JSON.stringify({ name: 'Jo Buyer', email: 'jo@example.com', message: 'Do you deliver to Albany?' });

// Loopback addresses of the test's clients; the proxy reaches the server from 127.0.0.1.
const staffClient = '127.0.0.10';
const visitor = '127.0.0.11';
const otherVisitor = '127.0.0.12';
const stranger = '127.0.0.13';
// The machine itself, as an operator through an SSH tunnel is.
const operatorMachine = '127.0.0.1';

/** The server behind the proxy, set up as docs/operations.md's Deploying section says. */
async function startSiteBehind(startProxy) {
  const port = await freePort();
  const server = await startServer({ superuser: true, demo: true, args: [`--siteUrl=https://127.0.0.1:${port}`] });
  try {
    const operator = { ...(await superuserAuth(server.baseURL)), ...json };
    const settings = await fetch(`${server.baseURL}/api/settings`, {
      method: 'PATCH',
      headers: operator,
      body: JSON.stringify({ trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: false } }),
    });
    assert.equal(settings.status, 200, await settings.text());
    // Only the proxy's own address, instead of all of loopback (the default).
    const [site] = (await (await fetch(`${server.baseURL}/api/collections/site_private_settings/records`, { headers: operator })).json())
      .items;
    const trusted = await fetch(`${server.baseURL}/api/collections/site_private_settings/records/${site.id}`, {
      method: 'PATCH',
      headers: operator,
      body: JSON.stringify({ trustedProxies: ['127.0.0.1/32'] }),
    });
    assert.equal(trusted.status, 200, await trusted.text());
    const proxy = await startProxy({ port, upstream: new URL(server.baseURL).host });
    return { server, proxy };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** The session cookie a login answer sets, as {pair, attributes}. */
function sessionCookie(res) {
  const [setCookie] = [res.headers['set-cookie'] ?? []].flat();
  assert.ok(setCookie, 'the login sets a cookie');
  const [pair, ...attributes] = setCookie.split(/;\s*/);
  return { pair, attributes };
}

/** A multipart body (and its Content-Type) for node's http client. */
async function multipart(form) {
  const encoded = new Request('http://multipart.invalid', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') };
}

test('docs/operations.md links deploy/nginx.conf and deploy/Caddyfile, and both exist', () => {
  const operations = readFileSync(resolve(repoRoot, 'docs', 'operations.md'), 'utf8');
  for (const file of ['nginx.conf', 'Caddyfile']) {
    assert.ok(operations.includes(`](../deploy/${file})`), `docs/operations.md does not link deploy/${file}`);
    assert.ok(readFileSync(resolve(repoRoot, 'deploy', file), 'utf8').length > 0, `deploy/${file} is empty`);
  }
});

for (const [proxyName, startProxy] of [
  ['nginx', startNginx],
  ['Caddy', startCaddy],
]) {
  describe(`behind ${proxyName}`, () => {
    let server;
    let proxy;
    const through = (path, options = {}) => send(proxy.origin + path, { ca: proxy.ca, ...options });
    const aProductImage = async () => JSON.parse((await through('/api/products/slug/headhunter')).text).images[0];
    before(async () => {
      ({ server, proxy } = await startSiteBehind(startProxy));
    });
    after(async () => {
      await proxy?.stop();
      await server?.stop();
    });

    test('staff sign in and save over https, with a Secure __Host- session cookie', async () => {
      const login = await through('/api/admin/login', {
        method: 'POST',
        from: staffClient,
        headers: { ...json, Origin: proxy.origin },
        body: JSON.stringify(staffCredentials),
      });
      assert.equal(login.status, 200, login.text);
      const { pair, attributes } = sessionCookie(login);
      assert.match(pair, /^__Host-staff_session=[^;]+$/);
      for (const attribute of ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict'])
        assert.ok(attributes.includes(attribute), `${attribute} in ${attributes}`);

      const staff = (path, { headers, ...options } = {}) =>
        through(path, { from: staffClient, headers: { Cookie: pair, Origin: proxy.origin, ...headers }, ...options });
      const product = JSON.stringify({ name: 'Proxy Test', price: 10, images: [await aProductImage()] });
      const created = await staff('/api/admin/products', { method: 'POST', headers: json, body: product });
      assert.equal(created.status, 201, created.text);
      // The site's origin is the proxy's https one: the same host over http is another site.
      const plainOrigin = await staff('/api/admin/products', {
        method: 'POST',
        headers: { ...json, Origin: proxy.origin.replace('https:', 'http:') },
        body: product,
      });
      assert.equal(plainOrigin.status, 403);

      // A hero video of 6 MB passes the proxy's body limit, streamed to the server.
      const size = 6 * 1024 * 1024;
      const video = new Uint8Array(size);
      video.set(new TextEncoder().encode('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2'));
      const form = new FormData();
      form.append('position', '1');
      form.append('videoFile', new Blob([video], { type: 'video/mp4' }), 'field.mp4');
      const { body, type } = await multipart(form);
      const upload = await staff('/api/admin/upload-video', { method: 'POST', headers: { 'Content-Type': type }, body });
      assert.equal(upload.status, 201, upload.text);
      const { videoPath } = JSON.parse(upload.text).video;
      const seek = await through(videoPath, { headers: { Range: `bytes=${size - 10}-` } });
      assert.equal(seek.status, 206);
    });

    test("a staff change reaches a visitor's live updates through the proxy at once", async () => {
      const live = openEventStream(`${proxy.origin}/api/realtime`, { ca: proxy.ca, from: visitor });
      try {
        const { clientId } = await live.next('PB_CONNECT');
        const subscribed = await through('/api/realtime', {
          method: 'POST',
          from: visitor,
          headers: json,
          body: JSON.stringify({ clientId, subscriptions: ['products/*'] }),
        });
        assert.equal(subscribed.status, 204, subscribed.text);
        const login = await through('/api/admin/login', {
          method: 'POST',
          from: staffClient,
          headers: json,
          body: JSON.stringify(staffCredentials),
        });
        const product = JSON.stringify({ name: 'Live Through The Proxy', price: 11, images: [await aProductImage()] });
        const created = await through('/api/admin/products', {
          method: 'POST',
          from: staffClient,
          headers: { ...json, Cookie: sessionCookie(login).pair },
          body: product,
        });
        assert.equal(created.status, 201, created.text);
        const started = performance.now();
        const change = await live.next('products/*', 1_000);
        assert.equal(change.record.name, 'Live Through The Proxy', `after ${performance.now() - started} ms`);
      } finally {
        live.close();
      }
    });

    test("pages, the sitemap and robots.txt name the proxy's https origin", async () => {
      const page = await through('/products/headhunter');
      assert.equal(page.status, 200);
      assert.ok(
        page.text.includes(`rel="canonical" href="${proxy.origin}/products/headhunter"`),
        'the canonical link is on the https origin',
      );
      const sitemap = await through('/sitemap.xml');
      const locations = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      assert.ok(locations.length > 5);
      assert.deepEqual(
        locations.filter((url) => !url.startsWith(`${proxy.origin}/`)),
        [],
      );
      const robots = await through('/robots.txt');
      assert.ok(robots.text.includes(`Sitemap: ${proxy.origin}/sitemap.xml`), robots.text);
      for (const { text } of [page, sitemap, robots]) assert.ok(!text.includes(server.baseURL), "the server's own address does not show");
    });

    test("a visitor's forged X-Forwarded-For does not make a new client; another visitor is one", async () => {
      const contact = (from, forged) =>
        through('/api/contact', { method: 'POST', from, headers: { ...json, 'X-Forwarded-For': forged }, body: contactForm });
      for (let i = 1; i <= 5; i++) assert.equal((await contact(visitor, `203.0.113.${i}`)).status, 201);
      const sixth = await contact(visitor, '203.0.113.6');
      assert.equal(sixth.status, 429, sixth.text);
      assert.ok(Number(sixth.headers['retry-after']) > 0);
      assert.equal((await contact(otherVisitor, '203.0.113.1')).status, 201, 'a visitor from another address has a limit of its own');
    });

    test('a client reaching the server directly is not believed', async () => {
      const direct = (path, headers, body) =>
        send(server.baseURL + path, { method: 'POST', from: stranger, headers: { ...json, ...headers }, body });
      const login = await direct('/api/admin/login', { 'X-Forwarded-Proto': 'https' }, JSON.stringify(staffCredentials));
      assert.equal(login.status, 200);
      const { pair, attributes } = sessionCookie(login);
      assert.match(pair, /^staff_session=/, 'no https cookie for a claimed https');
      assert.ok(!attributes.includes('Secure'));
      for (let i = 1; i <= 5; i++)
        assert.equal((await direct('/api/contact', { 'X-Forwarded-For': `198.51.100.${i}` }, contactForm)).status, 201);
      assert.equal((await direct('/api/contact', { 'X-Forwarded-For': '198.51.100.6' }, contactForm)).status, 429);
    });

    test('the superuser UI and logins answer 403 through the proxy, except from the machine itself; the site works', async () => {
      const wrongLogin = JSON.stringify({ identity: superuserCredentials.identity, password: 'a guess' });
      for (const [method, path, body] of [
        ['GET', '/_/'],
        ['GET', '/_/images/logo.svg'],
        ['GET', '/%5F/'],
        ['POST', '/api/collections/_superusers/auth-with-password', wrongLogin],
        ['POST', '/api/collections/_SuperUsers/auth-with-password', wrongLogin],
        ['POST', '/api/collections/pbc_3142635823/auth-with-password', wrongLogin],
        ['POST', '/api/collections/_superusers/request-password-reset', JSON.stringify({ email: superuserCredentials.identity })],
        ['GET', '/api/collections/_superusers/auth-methods'],
      ]) {
        const res = await through(path, { method, from: stranger, headers: json, body });
        assert.equal(res.status, 403, `${method} ${path} from outside: ${res.status} ${res.text.slice(0, 200)}`);
      }

      const ui = await through('/_/', { from: operatorMachine });
      assert.equal(ui.status, 200, 'the superuser UI from the machine itself');
      const operator = await through('/api/collections/_superusers/auth-with-password', {
        method: 'POST',
        from: operatorMachine,
        headers: json,
        body: JSON.stringify(superuserCredentials),
      });
      assert.equal(operator.status, 200, operator.text);

      // The same stranger uses the whole site: pages, public reads and live updates'
      // collection API, the back office's app and its login.
      assert.equal((await through('/products/headhunter', { from: stranger })).status, 200);
      const products = await through('/api/collections/products/records?perPage=1', { from: stranger });
      assert.equal(products.status, 200, products.text);
      assert.equal((await through('/adminlogin', { from: stranger })).status, 200);
      const login = await through('/api/admin/login', {
        method: 'POST',
        from: stranger,
        headers: { ...json, Origin: proxy.origin },
        body: JSON.stringify(staffCredentials),
      });
      assert.equal(login.status, 200, login.text);
    });

    // nginx only: a browser behaves the same behind either proxy, and costs seconds to
    // start; Caddy's own http redirect listens on port 80, which a test must not take.
    if (proxyName === 'nginx') {
      test('a browser signs in to the back office through the proxy and saves', async () => {
        const browser = await launchBrowser();
        try {
          // The run's certificate is self-signed; the browser is told to accept it.
          const context = await browser.newContext({ baseURL: proxy.origin, ignoreHTTPSErrors: true });
          const page = await context.newPage();
          await page.goto('/adminlogin', { waitUntil: 'domcontentloaded' });
          await page.getByLabel('Username').fill(staffCredentials.username);
          await page.getByLabel('Password').fill(staffCredentials.password);
          await page.getByRole('button', { name: 'Login' }).click();
          await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
          const cookies = await context.cookies();
          assert.deepEqual(
            cookies.map(({ name, secure, httpOnly }) => ({ name, secure, httpOnly })),
            [{ name: '__Host-staff_session', secure: true, httpOnly: true }],
          );
          const product = { name: 'Saved In A Browser', price: 12, images: [await aProductImage()] };
          const status = await page.evaluate(
            async (body) =>
              (
                await fetch('/api/admin/products', {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json' },
                  body: JSON.stringify(body),
                })
              ).status,
            product,
          );
          assert.equal(status, 201);
        } finally {
          await browser.close();
        }
      });

      test('plain http is sent to the https origin', async () => {
        const res = await send(`${proxy.httpOrigin}/products?category=flower`, { from: visitor });
        assert.equal(res.status, 301);
        assert.equal(res.headers.location, `${proxy.origin}/products?category=flower`);
      });
    }
  });
}
