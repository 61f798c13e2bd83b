import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { RESPONSE_HEAD_ALLOWANCE } from '../../scripts/build/inline-boot.ts';
import { createStubSite } from './support/stub-site.ts';
import { createTestDatabase, type TestDatabase } from './support/test-app.ts';

/** The bytes before a response's body, as a browser's GET of the page receives them over a socket. */
async function responseHead(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: keep-alive\r\n\r\n`);
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.destroy();
      resolve(received.slice(0, end + 4));
    });
    socket.on('error', reject);
  });
}

/**
 * The build decides whether a page can hold the boot script inline from the page's brotli size and
 * RESPONSE_HEAD_ALLOWANCE for its head (scripts/build/inline-boot.ts, issue 9). A header added to
 * pages grows the head of every one of them: this keeps the allowance true.
 */
describe.each([false, true])('with TLS=%s, the head the server sends with a page', (secureTransport) => {
  let site: ReturnType<typeof createStubSite>;
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    site = createStubSite({
      // As long a head as a page's: a body of 13 KB on the wire (five digits of length), and the boot script's hash in the CSP.
      'destinations/bali/index.html': `<!doctype html><title>Bali</title><p>${randomBytes(13_000).toString('hex')}</p>`,
      'assets/boot-Ab12_-x9.js': '(function(){document.title="booted"})();',
    });
    database = await createTestDatabase('sqlite');
    app = await buildApp({ ...database.config, distDir: site.distDir, secureTransport });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    site.remove();
  });

  it(`fits the build's allowance of ${RESPONSE_HEAD_ALLOWANCE} bytes`, async () => {
    const head = await responseHead((app.server.address() as AddressInfo).port, '/destinations/bali');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/\r\ncontent-security-policy: [^\r]*'sha256-/i);
    if (secureTransport) expect(head).toMatch(/\r\nstrict-transport-security: /i);
    expect(Buffer.byteLength(head, 'latin1')).toBeLessThanOrEqual(RESPONSE_HEAD_ALLOWANCE);
  });
});
