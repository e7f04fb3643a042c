import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { acceptedCodings } from './built-pages';

/** A built client of our own, as `npm run build` lays it out; the pages differ in size and text. */
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const LANDING = `<!doctype html><html><body><div id="root"><h1>Landing</h1>${'<p>Buddies</p>'.repeat(200)}</div></body></html>`;
const LOGIN = '<!doctype html><html><body><div id="root"><h1>Log in</h1></div></body></html>';
const NOT_FOUND =
  '<!doctype html><html><body><div id="root"><h1>Page Not Found</h1></div></body></html>';
const BROWSER = 'gzip, deflate, br, zstd';

let t: TestApp;
let dist: string;

function writePage(file: string, html: string, forms: ('br' | 'gz')[] = ['br', 'gz']) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, html);
  if (forms.includes('br')) writeFileSync(`${file}.br`, brotliCompressSync(html));
  if (forms.includes('gz')) writeFileSync(`${file}.gz`, gzipSync(html));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'buddies-built-client-'));
  const builtClient = { clientDir: join(dist, 'client'), pagesDir: join(dist, 'pages') };
  writePage(join(builtClient.clientDir, 'index.html'), SHELL);
  writePage(join(builtClient.pagesDir, 'index.html'), LANDING);
  // No gzip form beside this one.
  writePage(join(builtClient.pagesDir, 'login.html'), LOGIN, ['br']);
  writePage(join(builtClient.pagesDir, '404.html'), NOT_FOUND);
  t = await createTestApp({}, undefined, { builtClient });
  // Read at start and kept: nothing is read from the disk per request.
  rmSync(dist, { recursive: true, force: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

/** The page a response carries, decoded as its Content-Encoding says. */
function decoded(res: InjectResponse) {
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  expect(encoding).toBeUndefined();
  return body.toString();
}

describe('GET / (a prerendered page, from memory)', () => {
  it('sends brotli, gzip or the page as it is, each the same page with its own strong ETag', async () => {
    const br = await get('/', { 'accept-encoding': BROWSER });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    const identity = await get('/');
    for (const [res, encoding] of [
      [br, 'br'],
      [gzip, 'gzip'],
      [identity, undefined],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decoded(res)).toBe(LANDING);
    }
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(new Set([br, gzip, identity].map((res) => res.headers.etag)).size).toBe(3);
    // The same tag on every request.
    expect((await get('/', { 'accept-encoding': BROWSER })).headers.etag).toBe(br.headers.etag);
  });

  it('carries the security headers every answer carries', async () => {
    const res = await get('/', { 'accept-encoding': BROWSER });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('answers 304 without a body while the request holds the form it would get', async () => {
    const { headers } = await get('/', { 'accept-encoding': BROWSER });
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get('/', { 'accept-encoding': BROWSER, 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    // Another form's tag is another representation: the whole page in gzip.
    const gzip = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
    expect(decoded(gzip)).toBe(LANDING);
    const changed = await get('/', { 'accept-encoding': BROWSER, 'if-none-match': '"old"' });
    expect(changed.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const encoding of [BROWSER, 'gzip', '']) {
      const got = await get('/', { 'accept-encoding': encoding });
      const head = await get('/', { 'accept-encoding': encoding }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      for (const name of ['etag', 'content-encoding', 'content-length', 'content-type', 'vary']) {
        expect(head.headers[name], `${name} (${encoding})`).toBe(got.headers[name]);
      }
    }
    const { headers } = await get('/', { 'accept-encoding': BROWSER });
    const notModified = await get(
      '/',
      { 'if-none-match': String(headers.etag), 'accept-encoding': BROWSER },
      'HEAD',
    );
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-length']).toBeUndefined();
  });

  it('follows refusals (q=0) and sends what there is of a page', async () => {
    const encodingOf = async (url: string, accept: string) => {
      const res = await get(url, { 'accept-encoding': accept });
      expect(decoded(res)).toBe(url === '/' ? LANDING : LOGIN);
      return res.headers['content-encoding'] ?? 'identity';
    };
    expect(await encodingOf('/', 'br;q=0, gzip')).toBe('gzip');
    expect(await encodingOf('/', 'gzip, br;q=0.1')).toBe('br');
    expect(await encodingOf('/', 'gzip;q=0, deflate')).toBe('identity');
    expect(await encodingOf('/', 'x-gzip')).toBe('gzip');
    expect(await encodingOf('/', '*')).toBe('br');
    expect(await encodingOf('/', 'identity, *;q=0')).toBe('identity');
    // The login page has no gzip form: its brotli, or the page itself.
    expect(await encodingOf('/login', BROWSER)).toBe('br');
    expect(await encodingOf('/login', 'gzip')).toBe('identity');

    const refused = await get('/', { 'accept-encoding': 'deflate, identity;q=0' });
    expect(refused.statusCode).toBe(406);
  });
});

describe('the shell', () => {
  it('is sent from memory the same way for an address with a query or a screen without a page', async () => {
    for (const url of ['/?scrollTo=pilot', '/login?tab=signup', '/messages', '/Pay/abc/']) {
      const res = await get(url, { 'accept-encoding': BROWSER });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(SHELL);
      const again = await get(url, {
        'accept-encoding': BROWSER,
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
    const head = await get('/messages', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(SHELL.length);
  });

  it('is never the answer to an unknown address: 404 with the not-found screen (decision 048)', async () => {
    for (const url of [
      '/some/screen',
      '/buddy/mia/photos',
      '/nowhere?tab=signup',
      '/404.html',
      '/404',
      `/${'x'.repeat(5000)}`,
    ]) {
      const res = await get(url, { 'accept-encoding': BROWSER });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decoded(res)).toBe(NOT_FOUND);
      // Never a 304: a 404 is no entity of its address.
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(404);
    }
    expect((await get('/nowhere', {}, 'HEAD')).statusCode).toBe(404);
  });

  it('is never the answer to an unknown API path', async () => {
    const res = await get('/api/nothing/here', { 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });
});

describe('acceptedCodings', () => {
  it.each([
    [undefined, { br: false, gzip: false, identity: true }],
    ['gzip, deflate, br, zstd', { br: true, gzip: true, identity: true }],
    ['BR ; Q=1.0', { br: true, gzip: false, identity: true }],
    ['br;q=0.000, gzip;q=0.5', { br: false, gzip: true, identity: true }],
    ['*;q=0', { br: false, gzip: false, identity: false }],
    ['*;q=0, gzip', { br: false, gzip: true, identity: false }],
    ['identity;q=0, *', { br: true, gzip: true, identity: false }],
  ])('Accept-Encoding: %s', (header, accepted) => {
    expect(acceptedCodings(header)).toEqual(accepted);
  });
});
