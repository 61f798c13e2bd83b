import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { createStubSite } from '../support/stub-site.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts';

/** The build's boot script, which a page may hold inline (scripts/build/inline-boot.ts). */
const BOOT_CODE = '(function(){document.title="booted"})();';
const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>A line of the page.</p>'.repeat(60)}`;
let site: ReturnType<typeof createStubSite>;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  site = createStubSite({
    'index.html': page('home'),
    'about-us/index.html': page('about'),
    'sw.js': `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`,
    'manifest.webmanifest': JSON.stringify({ name: 'Taleweave', icons: [], padding: 'x'.repeat(2000) }),
    'assets/index-3f9a2c.js': `console.log(1);${' '.repeat(4000)}`,
    'assets/boot-Ab12_-x9.js': BOOT_CODE,
    'images/destinations/bali/hero-640.avif': 'not really an image',
  });
  database = await createTestDatabase('sqlite');
  app = await buildApp({ ...database.config, distDir: site.distDir });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  site.remove();
});

// What Chromium sends, what older browsers send, and a client that asks for nothing.
const ENCODINGS = ['gzip, deflate, br, zstd', 'br', 'gzip', undefined];

describe.each(ENCODINGS)('accept-encoding: %s', (encoding) => {
  const get = (url: string) => app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it.each(['/', '/index.html', '/about-us', '/about-us/', '/sw.js', '/manifest.webmanifest'])('%s is revalidated on every use (no-cache)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    if (encoding) expect(res.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : 'br');
  });

  it('serves hashed assets as immutable for a year', async () => {
    expect((await get('/assets/index-3f9a2c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets the worker control the whole site', async () => {
    expect((await get('/sw.js')).headers['service-worker-allowed']).toBe('/');
  });
});

describe('security headers', () => {
  const get = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'br' } });

  it.each(['/', '/about-us', '/api/page/bali', '/api/nothing-here'])('%s (a page or the API) carries the CSP, Permissions-Policy and the rest', async (url) => {
    const res = await get(url);
    const csp = String(res.headers['content-security-policy']);
    // Scripts from this origin, and inline only the build's boot script, by its hash; fonts, fetches and the worker through default-src.
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(BOOT_CODE).digest('base64')}';`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.match(/unsafe-inline/g)).toEqual(['unsafe-inline']); // styles only
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['permissions-policy']).toBe('accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no header a page can do without: every byte counts against its first round trip', async () => {
    const res = await get('/about-us');
    expect(res.statusCode).toBe(200);
    expect(res.headers['etag']).toBeDefined(); // revalidation still works
    for (const header of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-dns-prefetch-control', 'origin-agent-cluster', 'last-modified', 'accept-ranges', 'x-request-id']) {
      expect(res.headers[header], header).toBeUndefined();
    }
    expect((await get('/api/page/bali')).headers['x-request-id']).toBeDefined();
  });

  it.each(['/assets/index-3f9a2c.js', '/images/destinations/bali/hero-640.avif'])('%s (an asset) carries only nosniff', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const header of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
      expect(res.headers[header], header).toBeUndefined();
    }
  });

  it('adds HSTS behind TLS only', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const tls = await buildApp({ ...database.config, distDir: site.distDir, secureTransport: true });
    try {
      expect((await tls.inject('/')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await tls.close();
    }
  });
});
