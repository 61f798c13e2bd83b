import { createTestApp } from './support/test-app.ts';
import { inDays } from './support/http.ts';

const ananya = { name: 'Ananya Rao', date: inDays(60), contact: '+91 98450 12345', email: 'ananya@example.com' };

it('logs JSON lines with a request id, given back in X-Request-Id, and no name, phone or e-mail at info', async () => {
  const lines: string[] = [];
  const { app, cleanup } = await createTestApp('sqlite', { logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  try {
    const post = (payload: unknown, requestId?: string) =>
      app.inject({ method: 'POST', url: '/api/inquiries/submit', headers: { 'content-type': 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) }, payload: JSON.stringify(payload) });
    const stored = await post(ananya, 'edge-7f3a9c2e');
    await post({ ...ananya, email: 'ananya@' });
    await post('{"name": "Ananya Rao", "contact": "+91 98450 12345"');

    expect(stored.headers['x-request-id']).toBe('edge-7f3a9c2e');
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(entries.filter((e) => e.reqId === 'edge-7f3a9c2e')).toEqual([
      expect.objectContaining({ msg: 'enquiry stored', enquiryId: stored.json().id }),
      expect.objectContaining({ msg: 'request completed', method: 'POST', url: '/api/inquiries/submit', statusCode: 201, responseTime: expect.any(Number) }),
    ]);
    const text = lines.join('\n');
    for (const personal of ['Ananya', '98450', 'ananya@']) expect(text).not.toContain(personal);
  } finally {
    await cleanup();
  }
});

it('makes its own request id when the given one is not an id', async () => {
  const { app, cleanup } = await createTestApp('sqlite');
  try {
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'a'.repeat(500) } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await cleanup();
  }
});

it('logs content reads (the same bytes for everyone) at debug, not at info, over a real socket', async () => {
  const linesAt = async (logLevel: 'info' | 'debug') => {
    const lines: string[] = [];
    const { app, cleanup } = await createTestApp('sqlite', { logLevel }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      // Through the server, not app.inject: at info the stored answers are written before Fastify (content-fast-path.ts).
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      for (const url of ['/api/page/Bali', '/api/page/Atlantis', '/api/itineraries/honeymoon']) expect((await fetch(origin + url, { headers: { 'accept-encoding': 'br' } })).status).toBeLessThan(500);
      await fetch(origin + '/api/health');
    } finally {
      await cleanup();
    }
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string; url?: string; statusCode?: number }).filter((e) => e.msg === 'request completed');
  };

  const atInfo = await linesAt('info');
  expect(atInfo.map((e) => e.url)).toEqual(['/api/health']);
  const atDebug = await linesAt('debug');
  expect(atDebug.map((e) => [e.url, e.statusCode, e.level])).toEqual([
    ['/api/page/Bali', 200, 20],
    ['/api/page/Atlantis', 404, 20],
    ['/api/itineraries/honeymoon', 200, 20],
    ['/api/health', 200, 30],
  ]);
});
