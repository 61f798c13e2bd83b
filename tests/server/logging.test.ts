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
    const entries = lines.map((line) => JSON.parse(line) as { level: number; reqId?: string; msg: string });
    expect(entries.filter((e) => e.reqId === 'edge-7f3a9c2e').map((e) => e.msg)).toEqual(['incoming request', 'enquiry stored', 'request completed']);
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
