import type { FastifyInstance, InjectOptions } from 'fastify';
import { JSDOM } from 'jsdom';
import { createTestApp, freshAppPerTest } from '../support/test-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { basicAuth, BROWSER_HEADERS, inDays, textOf } from '../support/http.ts';
import { parseCsv } from '../support/parse-csv.ts';

const PASSWORD = 'monsoon-ledger-42';
const agency = basicAuth('agency', PASSWORD);
const devanagari = { name: 'अनन्या राव, Bengaluru', date: inDays(90), contact: '+91 98450 12345', email: 'ananya@example.com' };
const expert = { name: 'Ravi Kumar', phone: '98450 67890', travelers: 2, travelDate: 'March 2027', itineraryId: 'dubai-skyline-souks-classic', itineraryName: 'Skyline & Souks' };

let app: FastifyInstance;

const request = (options: InjectOptions) => app.inject({ ...options, headers: { ...BROWSER_HEADERS, ...options.headers } });
const asAgency = (url: string) => request({ url, headers: { authorization: agency } });
const document = async (url: string) => new JSDOM(textOf(await asAgency(url))).window.document;
const names = (doc: Document) => [...doc.querySelectorAll('.item-name')].map((el) => el.textContent);
const submit = (url: string, payload: object) => request({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describeEachEngine('the agency inbox', (engine) => {
  describe('without ADMIN_PASSWORD', () => {
    const current = freshAppPerTest(engine);
    beforeEach(() => {
      app = current.app;
    });

    it.each([
      ['GET', '/admin'],
      ['GET', '/admin/admin.css'],
      ['GET', '/admin/enquiries/5b0c3f0e'],
      ['POST', '/admin/enquiries/5b0c3f0e/handled'],
      ['GET', '/api/admin/enquiries.csv'],
    ] as const)('answers 404 to %s %s, whatever the credentials', async (method, url) => {
      const res = await request({ method, url, headers: { authorization: basicAuth('agency', '') } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['www-authenticate']).toBeUndefined();
    });
  });

  describe('with ADMIN_PASSWORD', () => {
    const current = freshAppPerTest(engine, { adminPassword: PASSWORD });
    beforeEach(() => {
      app = current.app;
    });

    it('asks for a password (401) and never lets a browser keep the answer', async () => {
      const res = await request({ url: '/admin' });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Basic realm="Taleweave Journeys inbox", charset="UTF-8"');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['a wrong password', basicAuth('agency', 'monsoon-ledger-43')],
      ['a wrong user', basicAuth('admin', PASSWORD)],
      ['a password with a prefix of the right one', basicAuth('agency', 'monsoon')],
      ['not Basic', `Bearer ${PASSWORD}`],
    ])('answers 401 to %s', async (_label, authorization) => {
      for (const url of ['/admin', '/api/admin/enquiries.csv']) {
        const res = await request({ url, headers: { authorization } });
        expect(res.statusCode).toBe(401);
        expect(textOf(res)).not.toContain('Ananya');
      }
    });

    it('refuses an address after 10 wrong passwords, even with the right one, for 15 minutes', async () => {
      for (let i = 0; i < 10; i++) expect((await request({ url: '/admin', headers: { authorization: basicAuth('agency', `guess-${i}`) } })).statusCode).toBe(401);
      const res = await asAgency('/admin');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(890);
      expect(textOf(res)).toBe('Too many wrong passwords. Please wait and try again.');
    });

    it('lists a new enquiry and expert request, newest first, with no-store', async () => {
      await submit('/api/inquiries/submit', devanagari);
      await submit('/api/expert-requests', expert);
      const res = await asAgency('/admin');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-encoding']).toBe('br');
      const doc = new JSDOM(textOf(res)).window.document;
      expect(names(doc)).toEqual(['Ravi Kumar', 'अनन्या राव, Bengaluru']);
      expect(doc.querySelector('.counts')!.textContent).toBe('2 open · 0 handled');
    });

    it('searches by name, by phone digits however they are spaced, and by status', async () => {
      await submit('/api/inquiries/submit', devanagari);
      await submit('/api/expert-requests', expert);
      expect(names(await document(`/admin?q=${encodeURIComponent('राव')}`))).toEqual(['अनन्या राव, Bengaluru']);
      expect(names(await document('/admin?q=9845012345'))).toEqual(['अनन्या राव, Bengaluru']);
      expect(names(await document('/admin?q=98450-678'))).toEqual(['Ravi Kumar']);
      expect(names(await document('/admin?q=SKYLINE'))).toEqual(['Ravi Kumar']);
      expect(names(await document('/admin?q=100%25'))).toEqual([]);
      expect(names(await document('/admin?status=handled'))).toEqual([]);
    });

    it('shows the detail, marks it handled from the inbox page, and back to open', async () => {
      const { id } = (await submit('/api/inquiries/submit', devanagari)).json();
      const detail = await document(`/admin/enquiries/${id}`);
      expect(detail.querySelector('h1')!.textContent).toBe('अनन्या राव, Bengaluru');

      const mark = (handled: string, headers: Record<string, string>) =>
        request({
          method: 'POST',
          url: `/admin/enquiries/${id}/handled`,
          headers: { authorization: agency, host: 'inbox.example', 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: `handled=${handled}`,
        });
      const done = await mark('1', { origin: 'https://inbox.example' });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`/admin/enquiries/${id}?done=handled`);
      const handled = await document(done.headers.location as string);
      expect(handled.querySelector('.notice')!.textContent).toBe('Marked as handled.');
      expect(handled.querySelector('.detail .status')!.textContent).toMatch(/^Handled \d+ \w{3} \d{4}, \d\d:\d\d IST$/);
      expect(names(await document('/admin?status=handled'))).toEqual(['अनन्या राव, Bengaluru']);

      const reopened = await mark('0', { referer: `https://inbox.example/admin/enquiries/${id}` });
      expect(reopened.headers.location).toBe(`/admin/enquiries/${id}?done=reopened`);
      expect(names(await document('/admin?status=open'))).toEqual(['अनन्या राव, Bengaluru']);
    });

    it('refuses "mark handled" sent from another site or with no origin (cross-site request forgery)', async () => {
      const { id } = (await submit('/api/inquiries/submit', devanagari)).json();
      for (const headers of [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/page' }, {}, { origin: 'null' }]) {
        const res = await request({
          method: 'POST',
          url: `/admin/enquiries/${id}/handled`,
          headers: { authorization: agency, host: 'inbox.example', 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: 'handled=1',
        });
        expect(res.statusCode).toBe(403);
        expect(textOf(res)).toBe('This form must be sent from the inbox page itself.');
      }
      expect(names(await document('/admin?status=handled'))).toEqual([]);
    });

    it('answers 404 with a page for an unknown item or collection', async () => {
      for (const url of ['/admin/enquiries/no-such-id', '/admin/bookings/x']) {
        const res = await asAgency(url);
        expect(res.statusCode).toBe(404);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(textOf(res)).toContain('There is no enquiry at this address.');
      }
    });

    it('exports a CSV that parses and holds the enquiry, a Devanagari name with a comma included', async () => {
      await submit('/api/inquiries/submit', devanagari);
      await submit('/api/expert-requests', expert);
      const res = await asAgency('/api/admin/enquiries.csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d\d-\d\d\.csv"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = textOf(res);
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(text.slice(1));
      expect(header!.slice(0, 6)).toEqual(['Received (IST)', 'Kind', 'Name', 'Phone', 'E-mail', 'Travel date']);
      expect(rows.map((row) => row.slice(1, 6))).toEqual([
        ['Expert request', 'Ravi Kumar', '98450 67890', '', 'March 2027'],
        ['Enquiry', 'अनन्या राव, Bengaluru', "'+91 98450 12345", 'ananya@example.com', devanagari.date],
      ]);
      const csvOfSearch = parseCsv(textOf(await asAgency('/api/admin/enquiries.csv?q=ravi')).slice(1));
      expect(csvOfSearch.map((row) => row[2])).toEqual(['Name', 'Ravi Kumar']);
    });

    it('keeps the searches and pages out of the logs at info (they hold names and phone numbers)', async () => {
      const lines: string[] = [];
      const logged = await createTestApp(engine, { adminPassword: PASSWORD, logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
      lines.length = 0; // start-up lines
      try {
        await logged.app.inject({ url: '/admin?q=Ananya%2098450', headers: { authorization: agency } });
        await logged.app.inject({ url: '/api/admin/enquiries.csv?q=ananya@example.com', headers: { authorization: agency } });
        await logged.app.inject({ url: '/admin?q=Ananya', headers: { authorization: basicAuth('agency', 'wrong-password') } });
        expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['admin sign-in needed']);
        for (const personal of ['Ananya', '98450', 'ananya@']) expect(lines.join('\n')).not.toContain(personal);
      } finally {
        await logged.cleanup();
      }
    });

    it('serves its stylesheet to the signed-in agency only', async () => {
      expect((await request({ url: '/admin/admin.css' })).statusCode).toBe(401);
      const res = await asAgency('/admin/admin.css');
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(textOf(res)).toContain('.items');
    });
  });
});
