import { createTestApp, freshAppPerTest } from '../support/test-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { inDays } from '../support/http.ts';

const valid = {
  name: 'Ravi Kumar',
  phone: '+91 98450 67890',
  travelers: '2',
  travelDate: '12–18 March 2027',
  itineraryId: 'dubai-skyline-souks-classic',
  itineraryName: 'Skyline & Souks: Classic Dubai',
};

describeEachEngine('POST /api/expert-requests', (engine) => {
  const current = freshAppPerTest(engine);
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    current.app.inject({
      method: 'POST',
      url: '/api/expert-requests',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores a valid expert request, normalised, and answers 201 { message, id }', async () => {
    const res = await post({ ...valid, name: '  Rene\u0301e Dsouza ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ message: 'Success! Redirecting to WhatsApp...', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await current.app.expertRequests.list()).toEqual([
      { ...valid, name: 'Renée Dsouza', travelers: 2, id: body.id, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
  });

  it('answers 400 with a message for each bad field and stores nothing', async () => {
    const res = await post({ ...valid, name: '\u200B', phone: '2027-03-12', travelers: 0, itineraryId: '../admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please check the highlighted fields and try again.',
      fieldErrors: {
        name: 'Please tell us your name.',
        phone: 'That looks like a date. Please enter your WhatsApp number, e.g. +91 98450 12345.',
        travelers: 'Please enter at least 1 traveller.',
        itineraryId: 'The itinerary of this request is not one of ours. Please reopen the itinerary and try again.',
      },
    });
    expect(await current.app.expertRequests.list()).toEqual([]);
  });

  it('names every field of an empty body', async () => {
    const res = await post('null');
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['itineraryId', 'itineraryName', 'name', 'phone', 'travelDate', 'travelers']);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await current.app.inject({ method: 'POST', url: '/api/expert-requests', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Please send the enquiry as JSON (Content-Type: application/json).' });
  });

  describe('Idempotency-Key', () => {
    it('stores a retried request once and replays the first answer', async () => {
      const first = await post(valid, { 'idempotency-key': 'expert-7f3a9c2e-0001' });
      const second = await post(valid, { 'idempotency-key': 'expert-7f3a9c2e-0001' });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(first.headers['idempotent-replayed']).toBe('false');
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await current.app.expertRequests.list()).toHaveLength(1);
    });

    it('refuses the same key for a different request with 422', async () => {
      await post(valid, { 'idempotency-key': 'expert-7f3a9c2e-0002' });
      const res = await post({ ...valid, travelers: 3 }, { 'idempotency-key': 'expert-7f3a9c2e-0002' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'This Idempotency-Key was already used for a different enquiry.' });
      expect(await current.app.expertRequests.list()).toHaveLength(1);
    });

    it('keeps keys of enquiries and expert requests apart', async () => {
      const key = 'shared-7f3a9c2e-0003';
      const enquiry = await current.app.inject({
        method: 'POST',
        url: '/api/inquiries/submit',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        payload: { name: 'Ravi Kumar', date: inDays(30), contact: '+91 98450 67890', email: 'ravi@example.com' },
      });
      expect(enquiry.statusCode).toBe(201);
      expect((await post(valid, { 'idempotency-key': key })).statusCode).toBe(201);
    });
  });

  it('is rate-limited per address like the enquiry', async () => {
    const limited = await createTestApp(engine, { enquiryRateLimit: 2 });
    const send = () => limited.app.inject({ method: 'POST', url: '/api/expert-requests', headers: { 'content-type': 'application/json' }, payload: valid });
    expect([(await send()).statusCode, (await send()).statusCode, (await send()).statusCode]).toEqual([201, 201, 429]);
    await limited.cleanup();
  });
});
