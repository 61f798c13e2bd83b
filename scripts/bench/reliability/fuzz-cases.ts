/**
 * Malformed requests over every endpoint. Every enquiry body here is invalid by construction (at
 * least one field is wrong), so any stored row is a bug.
 */
export interface FuzzCase {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const good = { name: 'Ananya Rao', date: '2027-02-14', contact: '+91 98450 12345', email: 'ananya@example.com' };
const STRANGE = ['\u202Eأحمد علي\u202C', 'שרה כהן', '名前テスト', '👩🏽‍✈️🧳', 'a\u0000b', '\uD800', 'Ω'.repeat(300), '<script>alert(1)</script>', "Robert'); DROP TABLE enquiries;--", '%00', '\r\nX-Injected: 1'];
const WRONG_VALUES: unknown[] = [null, 42, -1, true, [], ['a'], {}, { $gt: '' }, 1e308, '', ' ', 'x'.repeat(5000)];
const IMPOSSIBLE_DATES = ['2027-02-30', '2027-13-01', '2027-00-10', '2026-02-29', '0000-01-01', '2027-2-3', '14/02/2027', '2027-02-14T25:00', '99999-01-01'];
const SLUGS = ['..%2f..%2fetc%2fpasswd', '%2e%2e', '%2e%2e%2f%2e%2e%2fpackage.json', '....//....//etc', '%00', '%ff%fe', 'bali%00.json', '__proto__', 'constructor', 'Bali;DROP', 'x'.repeat(90), '%E2%80%AE', 'bali?x=1', 'BALI', '%', '%zz'];
const STATIC = ['/..%2f..%2fetc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/server/server.ts', '/images/../../package.json', '//etc/passwd', '/.git/config', '/index.html%00.js', '/destinations/%2e%2e/%2e%2e', '/sw.js/..', '/%c0%ae%c0%ae/'];
const API_GETS = ['/api/page/', '/api/itineraries/', '/api/itineraries/id/', '/api/blogs/destination/', '/api/blogs/'];
const API_PATHS = [...API_GETS.map((p) => `${p}bali`), '/api/inquiries/submit', '/api/health', '/api/ready', '/api/expert-requests', '/api/nothing'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** An enquiry body that is wrong in one field (field and wrong value chosen by `i`). */
function invalidEnquiry(i: number): unknown {
  const fields = ['name', 'date', 'contact', 'email'] as const;
  const field = pick(fields, i);
  const variants: Array<() => unknown> = [
    () => ({ ...good, [field]: pick(WRONG_VALUES, i >> 2) }),
    () => ({ ...good, date: pick(IMPOSSIBLE_DATES, i), name: pick(STRANGE, i) }),
    () => ({ ...good, email: `${pick(STRANGE, i)}@`, name: pick(STRANGE, i + 1) }),
    () => JSON.parse(`{"__proto__": {"polluted": true}, "name": "x", "date": "2027-02-30"}`),
    () => ({ constructor: { prototype: { polluted: true } }, ...good, contact: 'call me' }),
    () => [good],
    () => null,
    () => ({ ...good, name: 'x'.repeat(101) }),
    () => ({ ...good, contact: `+91 ${'9'.repeat(30)}` }),
  ];
  return pick(variants, i >> 1)();
}

export function fuzzCase(i: number): FuzzCase {
  const kinds: Array<() => FuzzCase> = [
    () => ({ kind: 'bad JSON', method: 'POST', path: '/api/inquiries/submit', headers: JSON_TYPE, body: pick(['{', '{"name":', '{"name": "a",}', "{'name':'a'}", 'null null', '\u0000', '[1,2', '{"a":1}}', 'NaN', '"string"'], i) }),
    () => ({ kind: 'invalid enquiry', method: 'POST', path: '/api/inquiries/submit', headers: JSON_TYPE, body: JSON.stringify(invalidEnquiry(i)) }),
    () => ({ kind: 'prototype keys', method: 'POST', path: '/api/inquiries/submit', headers: JSON_TYPE, body: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"name":"a","date":"2027-02-30","contact":"1","email":"a"}` }),
    () => ({ kind: '1 MB body', method: 'POST', path: pick(['/api/inquiries/submit', '/api/page/bali', '/api/nothing'], i), headers: JSON_TYPE, body: JSON.stringify({ ...good, name: 'x'.repeat(1024 * 1024) }) }),
    () => ({ kind: 'huge string', method: 'POST', path: '/api/inquiries/submit', headers: JSON_TYPE, body: JSON.stringify({ ...good, email: `${'a'.repeat(15_000)}@example.com` }) }),
    () => ({ kind: 'wrong content type', method: 'POST', path: '/api/inquiries/submit', headers: pick([{ 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': 'multipart/form-data; boundary=x' }, {}, { 'content-type': 'application/json; charset=utf-16' }, { 'content-type': 'application/jsonp' }], i), body: JSON.stringify(invalidEnquiry(i)) }),
    () => ({ kind: 'bad idempotency key', method: 'POST', path: '/api/inquiries/submit', headers: { ...JSON_TYPE, 'idempotency-key': pick(['short', 'spaces in the key', 'ü'.repeat(20), 'k'.repeat(300), ''], i) }, body: JSON.stringify(invalidEnquiry(i)) }),
    () => ({ kind: 'odd slug', method: 'GET', path: pick(API_GETS, i) + pick(SLUGS, i >> 3), headers: {} }),
    () => ({ kind: 'static traversal', method: 'GET', path: pick(STATIC, i), headers: {} }),
    () => ({ kind: 'over-long URL', method: 'GET', path: pick(['/api/page/', '/destinations/', '/'], i) + 'a'.repeat(pick([2000, 9000, 20_000], i >> 2)), headers: {} }),
    () => ({ kind: 'other method', method: pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST'], i), path: pick(API_PATHS, i >> 2), headers: JSON_TYPE, body: '{}' }),
    () => ({ kind: 'query junk', method: 'GET', path: `${pick(API_PATHS, i)}?${pick(['a[b]=1&a[c]=2', '__proto__[x]=1', '%', 'x=' + 'y'.repeat(3000)], i)}`, headers: {} }),
  ];
  return pick(kinds, i)();
}
