import { JSDOM } from 'jsdom';
import { inboxPage } from '../../../server/admin/inbox-page.ts';
import { itemNotFoundPage, itemPage } from '../../../server/admin/item-page.ts';
import { escapeHtml, html } from '../../../server/admin/html.ts';
import { enquiryItem, expertItem } from '../support/inbox-items.ts';

const brandName = 'Taleweave Journeys';
const dom = (markup: string) => new JSDOM(markup).window.document;
const definitions = (doc: Document) => [...doc.querySelectorAll('.details div')].map((div) => `${div.querySelector('dt')!.textContent}: ${div.querySelector('dd')!.textContent}`);
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((el) => el.textContent!.replace(/\s+/g, ' ').trim());

describe('html', () => {
  it('escapes what travellers typed, in text and attributes', () => {
    const name = '<img src=x onerror="alert(1)"> & \'co\'';
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;</p>',
    );
    expect(escapeHtml('"')).toBe('&quot;');
  });

  it('keeps nested templates, joins arrays and drops null, undefined and false', () => {
    expect(html`<ul>${['a', 'b'].map((x) => html`<li>${x}</li>`)}${false}${null}${undefined}</ul>`.value).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});

describe('inboxPage', () => {
  const page = (overrides: Partial<Parameters<typeof inboxPage>[0]> = {}) =>
    dom(
      inboxPage({
        brandName,
        query: { q: '', status: 'all', page: 1 },
        items: [expertItem, { ...enquiryItem, handledAt: '2026-11-23T12:00:00.000Z' }],
        counts: { open: 1, handled: 1 },
        hasMore: false,
        ...overrides,
      }),
    );

  it('lists enquiries and expert requests in the order given, each linking to its detail', () => {
    const doc = page();
    expect(doc.title).toBe('Inbox · Taleweave Journeys inbox');
    expect(doc.querySelector('meta[name=robots]')!.getAttribute('content')).toBe('noindex, nofollow');
    expect(texts(doc, '.item-name')).toEqual(['Ravi Kumar', 'अनन्या राव, Bengaluru']);
    expect(texts(doc, '.item .kind')).toEqual(['Expert request', 'Enquiry']);
    expect(texts(doc, '.item .status')).toEqual(['Open', 'Handled']);
    expect(texts(doc, '.item-trip')).toEqual(['Skyline & Souks: Classic Dubai · 2 travellers · 12–18 March 2027', 'Travelling 12 March 2027']);
    expect(texts(doc, '.item-contact')).toEqual(['98450 67890', '+91 98450 12345 · ananya@example.com']);
    expect(texts(doc, '.item-time')).toEqual(['24 Nov 2026, 09:35 IST', '23 Nov 2026, 16:53 IST']);
    expect([...doc.querySelectorAll('.item-link')].map((a) => a.getAttribute('href'))).toEqual([
      `/admin/expert-requests/${expertItem.id}`,
      `/admin/enquiries/${enquiryItem.id}`,
    ]);
    expect(texts(doc, '.counts')).toEqual(['1 open · 1 handled']);
  });

  it('keeps the search in the box and in the CSV link', () => {
    const doc = page({ query: { q: 'राव "x"', status: 'open', page: 1 }, items: [] });
    expect((doc.querySelector('#q') as HTMLInputElement).value).toBe('राव "x"');
    expect((doc.querySelector('#status') as HTMLSelectElement).value).toBe('open');
    expect(doc.querySelector('a[download]')!.getAttribute('href')).toBe(`/api/admin/enquiries.csv?q=${encodeURIComponent('राव')}+%22x%22&status=open`);
    expect(texts(doc, '.empty')).toEqual(['Nothing matches “राव "x"”. Try part of a name, a phone number or an e-mail address.']);
  });

  it.each([
    ['all', 'No enquiries yet. New ones appear here as soon as travellers send them.'],
    ['open', 'Nothing is waiting: every enquiry has been handled.'],
  ] as const)('says so when there is nothing to show (%s)', (status, message) => {
    expect(texts(page({ query: { q: '', status, page: 1 }, items: [] }), '.empty')).toEqual([message]);
  });

  it('links to newer and older pages', () => {
    const doc = page({ query: { q: 'dubai', status: 'all', page: 2 }, hasMore: true });
    expect([...doc.querySelectorAll('.pager a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['← Newer', '/admin?q=dubai'],
      ['Older →', '/admin?q=dubai&page=3'],
    ]);
  });
});

describe('itemPage', () => {
  it('shows every detail of an enquiry, ways to reply and "Mark handled"', () => {
    const doc = dom(itemPage({ brandName, item: enquiryItem, notifications: [] }));
    expect(doc.querySelector('h1')!.textContent).toBe('अनन्या राव, Bengaluru');
    expect(definitions(doc)).toEqual(['Phone: +91 98450 12345', 'E-mail: ananya@example.com', 'Preferred date: 12 March 2027', `Reference: ${enquiryItem.id}`]);
    expect([...doc.querySelectorAll('.actions a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Reply on WhatsApp', 'https://wa.me/919845012345'],
      ['Call', 'tel:+919845012345'],
      ['E-mail', 'mailto:ananya@example.com'],
    ]);
    const form = doc.querySelector('form.handled')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/admin/enquiries/${enquiryItem.id}/handled`);
    expect((form.querySelector('input[name=handled]') as HTMLInputElement).value).toBe('1');
    expect(form.querySelector('button')!.textContent).toBe('Mark handled');
    expect(texts(doc, '.notifications p')).toEqual(['No notification is configured (SMTP_URL and NOTIFY_EMAIL, or NOTIFY_WEBHOOK_URL).']);
  });

  it('shows a handled expert request, the notice, and how each notification went', () => {
    const doc = dom(
      itemPage({
        brandName,
        item: { ...expertItem, handledAt: '2026-11-24T05:00:00.000Z' },
        notice: 'handled',
        notifications: [
          { channel: 'email', state: 'delivered', attempts: 1, lastError: null, deliveredAt: '2026-11-24T04:05:02.000Z', nextAttemptAt: null },
          { channel: 'webhook', state: 'pending', attempts: 2, lastError: 'the webhook answered 503 Service Unavailable', deliveredAt: null, nextAttemptAt: '2026-11-24T04:06:00.000Z' },
        ],
      }),
    );
    expect(texts(doc, '.notice')).toEqual(['Marked as handled.']);
    expect(texts(doc, '.detail .status')).toEqual(['Handled 24 Nov 2026, 10:30 IST']);
    expect(definitions(doc)).toEqual([
      'Itinerary: Skyline & Souks: Classic Dubai',
      'WhatsApp: 98450 67890',
      'Travellers: 2',
      'Travel dates: 12–18 March 2027',
      `Reference: ${expertItem.id}`,
    ]);
    expect(doc.querySelector('.details a')!.getAttribute('href')).toBe('/itinerary/dubai-skyline-souks-classic');
    expect(doc.querySelector('form.handled button')!.textContent).toBe('Mark as open again');
    expect((doc.querySelector('input[name=handled]') as HTMLInputElement).value).toBe('0');
    expect(texts(doc, '.notifications li')).toEqual([
      'E-mail to the agency: delivered 24 Nov 2026, 09:35 IST',
      'Webhook: waiting (2 tries so far, next 24 Nov 2026, 09:36 IST; last error: the webhook answered 503 Service Unavailable)',
    ]);
  });

  it('never renders what a traveller typed as markup', () => {
    const doc = dom(itemPage({ brandName, item: { ...enquiryItem, name: '<script>alert(1)</script>' }, notifications: [] }));
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('h1')!.textContent).toBe('<script>alert(1)</script>');
  });

  it('has a page for an address that does not exist', () => {
    expect(texts(dom(itemNotFoundPage(brandName)), 'main p')).toEqual(['There is no enquiry at this address. It may have been typed wrongly.', '← Inbox']);
  });
});
