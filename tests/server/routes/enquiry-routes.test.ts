import { freshAppPerTest } from '../support/test-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { inDays } from '../support/http.ts';

const valid = { name: 'Ananya Rao', date: inDays(60), contact: '+91 98450 12345', email: 'ananya@example.com' };

describeEachEngine('POST /api/inquiries/submit', (engine) => {
  const current = freshAppPerTest(engine);

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    current.app.inject({
      method: 'POST',
      url: '/api/inquiries/submit',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores a valid enquiry and answers 201 with the success message', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Success! Redirecting to WhatsApp...' });
    expect(await current.app.enquiries.list()).toEqual([expect.objectContaining(valid)]);
  });

  it('keeps the row in the database: another connection reads it', async () => {
    await post(valid);
    const rows = await current.database.read('SELECT name, travel_date, contact, email FROM enquiries');
    expect(rows).toEqual([{ name: valid.name, travel_date: valid.date, contact: valid.contact, email: valid.email }]);
  });

  describe('validation: 400 naming each field, nothing stored', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['missing name', { ...valid, name: '' }, 'name', 'Please tell us your name.'],
      ['name too long', { ...valid, name: 'x'.repeat(101) }, 'name', 'Please keep your name under 100 characters.'],
      ['a NUL byte in the name', { ...valid, name: 'Ana\u0000nya' }, 'name', 'Your name contains a hidden control character. Please type it again.'],
      ['a name of zero-width spaces', { ...valid, name: '\u200B\u200B' }, 'name', 'Please tell us your name.'],
      ['a right-to-left override', { ...valid, name: '\u202Eoar aynanA' }, 'name', 'Your name contains hidden text-direction characters. Please type it again.'],
      ['missing date', { ...valid, date: undefined }, 'date', 'Please choose your preferred travel date.'],
      ['date not in the calendar', { ...valid, date: '2027-02-30' }, 'date', 'That date does not exist in the calendar. Please choose another.'],
      ['date in another format', { ...valid, date: '14/02/2027' }, 'date', 'Please choose a date from the calendar (YYYY-MM-DD).'],
      ['date two days ago', { ...valid, date: inDays(-2) }, 'date', 'Please choose a travel date from today onwards.'],
      ['a date as the phone number', { ...valid, contact: '2027-03-12' }, 'contact', 'That looks like a date. Please enter your phone number, e.g. +91 98450 12345.'],
      ['contact with letters', { ...valid, contact: 'call me' }, 'contact', 'Please enter a phone number with 7 to 15 digits.'],
      ['contact too short', { ...valid, contact: '12345' }, 'contact', 'Please enter a phone number with 7 to 15 digits.'],
      ['missing email', { ...valid, email: '' }, 'email', 'Please give us your e-mail address.'],
      ['invalid email', { ...valid, email: 'ananya@' }, 'email', 'Please enter a valid e-mail address.'],
      ['email not a string', { ...valid, email: 42 }, 'email', 'Please give us your e-mail address.'],
    ];
    it.each(cases)('%s', async (_label, body, field, message) => {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please check the highlighted fields and try again.', fieldErrors: { [field]: message } });
      expect(await current.app.enquiries.list()).toHaveLength(0);
    });

    it("accepts yesterday's UTC date: a traveller west of UTC may still be on that day", async () => {
      expect((await post({ ...valid, date: inDays(-1) })).statusCode).toBe(201);
    });

    it('judges an enquiry written offline days ago by the day it was written', async () => {
      const writtenAt = new Date(Date.now() - 4 * 24 * 3600 * 1000).toISOString();
      const res = await post({ ...valid, date: inDays(-3), writtenAt });
      expect(res.statusCode).toBe(201);
      expect(await current.app.enquiries.list()).toEqual([expect.objectContaining({ ...valid, date: inDays(-3) })]);
    });

    it('stores the normalised form (NFC, trimmed)', async () => {
      await post({ ...valid, name: '  Rene\u0301e Dsouza  ', email: ' renee@example.com ' });
      expect(await current.app.enquiries.list()).toEqual([expect.objectContaining({ name: 'Ren\u00e9e Dsouza', email: 'renee@example.com' })]);
    });

    it('names every bad field at once', async () => {
      const res = await post({});
      expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['contact', 'date', 'email', 'name']);
    });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await current.app.inject({ method: 'POST', url: '/api/inquiries/submit', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
    expect(await current.app.enquiries.list()).toHaveLength(0);
  });

  it('answers 413 for a body over 16 KB', async () => {
    const res = await post({ ...valid, name: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await post('{"name": "Ananya",');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });

  describe('Idempotency-Key', () => {
    it('stores a retried enquiry once and replays the first answer', async () => {
      const key = 'retry-7f3a9c2e-0001';
      const first = await post(valid, { 'idempotency-key': key });
      const second = await post(valid, { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await current.app.enquiries.list()).toHaveLength(1);
    });

    it('refuses the same key for a different enquiry', async () => {
      await post(valid, { 'idempotency-key': 'retry-7f3a9c2e-0002' });
      const res = await post({ ...valid, name: 'Someone Else' }, { 'idempotency-key': 'retry-7f3a9c2e-0002' });
      expect(res.statusCode).toBe(422);
      expect(await current.app.enquiries.list()).toHaveLength(1);
    });

    it('refuses a key that is too short or not visible ASCII, storing nothing', async () => {
      for (const key of ['short', 'has spaces in it']) {
        const res = await post(valid, { 'idempotency-key': key });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'The Idempotency-Key header must be 8 to 200 visible characters.' });
      }
      expect(await current.app.enquiries.list()).toHaveLength(0);
    });

    it('stores two enquiries sent without keys twice', async () => {
      await post(valid);
      await post(valid);
      expect(await current.app.enquiries.list()).toHaveLength(2);
    });
  });
});
