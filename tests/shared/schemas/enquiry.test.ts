import { enquirySchemaFor, writtenAtOf } from '../../../shared/schemas/enquiry.ts';
import { validateSubmission } from '../../../shared/schemas/submission.ts';
import { fieldChecks } from './field-checks.ts';

const today = '2027-01-10';
const schema = enquirySchemaFor({ today });
const valid = { name: 'Ananya Rao', date: '2027-03-12', contact: '+91 98450 12345', email: 'ananya@example.com' };
const { check, errorOf } = fieldChecks(schema, valid);

describe('normalises what people type', () => {
  it('trims and composes to NFC', () => {
    const result = check({ name: '  Rene\u0301e Dsouza \n', contact: ' +91 98450 12345 ', email: ' renee@example.com ' });
    expect(result).toEqual({ ok: true, value: { ...valid, name: 'Renée Dsouza', email: 'renee@example.com' } });
    if (result.ok) expect(result.value.name).toHaveLength(12);
  });

  it.each([
    ['Devanagari', 'अनन्या राव'],
    ['a zero-width joiner inside an Indic name', 'क्\u200Dष Rao'],
    ['an apostrophe and a hyphen', "Siobhán O'Neill-Iyer"],
    ['Arabic script', 'ليلى'],
  ])('accepts a name in %s', (_label, name) => {
    expect(check({ name })).toEqual({ ok: true, value: { ...valid, name } });
  });
});

describe('name', () => {
  it.each<[string, unknown, string]>([
    ['missing', undefined, 'Please tell us your name.'],
    ['empty', '   ', 'Please tell us your name.'],
    ['not text', 42, 'Please tell us your name.'],
    ['only zero-width spaces', '\u200B\u200B\u200B', 'Please tell us your name.'],
    ['only joiners, word joiner and BOM', '\u200D\u2060\uFEFF\u200C', 'Please tell us your name.'],
    ['only a Hangul filler and a braille blank', '\u3164\u2800', 'Please tell us your name.'],
    ['a NUL byte', 'Ana\u0000nya', 'Your name contains a hidden control character. Please type it again.'],
    ['a line break inside', 'Ananya\nRao', 'Your name contains a hidden control character. Please type it again.'],
    ['an escape character', 'Ananya\u001b[31m', 'Your name contains a hidden control character. Please type it again.'],
    ['an unpaired surrogate', 'Ananya\uD800', 'Your name contains a hidden control character. Please type it again.'],
    ['a right-to-left override', '\u202Eoar aynanA', 'Your name contains hidden text-direction characters. Please type it again.'],
    ['a left-to-right embedding', 'Ana\u202Anya', 'Your name contains hidden text-direction characters. Please type it again.'],
    ['a direction isolate', '\u2066Ananya\u2069', 'Your name contains hidden text-direction characters. Please type it again.'],
    ['only digits and symbols', '12345 !!', 'Please write your name in letters.'],
    ['over 100 characters', 'A'.repeat(101), 'Please keep your name under 100 characters.'],
  ])('refuses %s', (_label, value, message) => {
    expect(errorOf('name', value)).toBe(message);
  });

  it('accepts exactly 100 characters', () => {
    expect(check({ name: 'A'.repeat(100) }).ok).toBe(true);
  });
});

describe('date', () => {
  it.each<[string, unknown, string]>([
    ['missing', undefined, 'Please choose your preferred travel date.'],
    ['empty', '', 'Please choose your preferred travel date.'],
    ['written day first', '12/03/2027', 'Please choose a date from the calendar (YYYY-MM-DD).'],
    ['with a time', '2027-03-12T10:00', 'Please choose a date from the calendar (YYYY-MM-DD).'],
    ['30 February', '2027-02-30', 'That date does not exist in the calendar. Please choose another.'],
    ['month 13', '2027-13-01', 'That date does not exist in the calendar. Please choose another.'],
    ['29 February in a common year', '2027-02-29', 'That date does not exist in the calendar. Please choose another.'],
    ['yesterday', '2027-01-09', 'Please choose a travel date from today onwards.'],
    ['last year', '2026-06-01', 'Please choose a travel date from today onwards.'],
    ['more than five years ahead', '2032-01-11', 'Please choose a travel date within the next 5 years.'],
    ['a typo year', '2207-03-12', 'Please choose a travel date within the next 5 years.'],
  ])('refuses %s', (_label, value, message) => {
    expect(errorOf('date', value)).toBe(message);
  });

  it.each([
    ['today', '2027-01-10'],
    ['29 February in a leap year', '2028-02-29'],
    ['exactly five years ahead', '2032-01-10'],
  ])('accepts %s', (_label, date) => {
    expect(check({ date })).toEqual({ ok: true, value: { ...valid, date } });
  });
});

describe('contact', () => {
  it.each<[string, unknown, string]>([
    ['missing', undefined, 'Please give us your phone number.'],
    ['a date written year first', '2027-03-12', 'That looks like a date. Please enter your phone number, e.g. +91 98450 12345.'],
    ['a date written day first with dots', '12.03.2027', 'That looks like a date. Please enter your phone number, e.g. +91 98450 12345.'],
    ['a date with slashes', '3/12/2027', 'That looks like a date. Please enter your phone number, e.g. +91 98450 12345.'],
    ['words', 'call me', 'Please enter a phone number with 7 to 15 digits.'],
    ['too few digits', '12345', 'Please enter a phone number with 7 to 15 digits.'],
    ['over 20 characters', '+91 (98450) 12345 678', 'That phone number is too long.'],
    ['16 digits with a plus', '+1234567890123456', 'Please enter a phone number with 7 to 15 digits.'],
    ['a NUL byte', '98450\u000012345', 'The phone number contains a hidden control character. Please type it again.'],
    ['a right-to-left override', '\u202E54321 05489', 'The phone number contains hidden text-direction characters. Please type it again.'],
    ['only zero-width spaces', '\u200B\u200B', 'Please give us your phone number.'],
  ])('refuses %s', (_label, value, message) => {
    expect(errorOf('contact', value)).toBe(message);
  });

  it.each(['+91 98450 12345', '(080) 4123-4567', '98450.12345', '+44 20 7946 0958', '2027 0312 45'])('accepts %s', (contact) => {
    expect(check({ contact }).ok).toBe(true);
  });
});

describe('email', () => {
  it.each<[string, unknown, string]>([
    ['missing', undefined, 'Please give us your e-mail address.'],
    ['not text', 42, 'Please give us your e-mail address.'],
    ['without a domain', 'ananya@', 'Please enter a valid e-mail address.'],
    ['a NUL byte', 'ananya\u0000@example.com', 'The e-mail address contains a hidden control character. Please type it again.'],
    ['over 254 characters', `${'a'.repeat(250)}@example.com`, 'That e-mail address is too long.'],
  ])('refuses %s', (_label, value, message) => {
    expect(errorOf('email', value)).toBe(message);
  });
});

it('names every bad field at once, one message each', () => {
  expect(validateSubmission(schema, {})).toEqual({
    ok: false,
    fieldErrors: {
      name: 'Please tell us your name.',
      date: 'Please choose your preferred travel date.',
      contact: 'Please give us your phone number.',
      email: 'Please give us your e-mail address.',
    },
  });
});

it('keeps only the four fields', () => {
  expect(check({ writtenAt: '2027-01-10T08:00:00Z', admin: true })).toEqual({ ok: true, value: valid });
});

describe('writtenAtOf', () => {
  it('reads an ISO time with an offset', () => {
    expect(writtenAtOf({ writtenAt: '2027-01-10T08:00:00+05:30' })).toEqual(new Date('2027-01-10T02:30:00Z'));
  });
  it.each([[{}], [{ writtenAt: 'yesterday' }], [{ writtenAt: 1700000000000 }], [null], ['text']])('ignores %j', (body) => {
    expect(writtenAtOf(body)).toBeUndefined();
  });
});
