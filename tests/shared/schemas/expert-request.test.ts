import { expertRequestSchema } from '../../../shared/schemas/expert-request.ts';
import { fieldChecks } from './field-checks.ts';

const valid = {
  name: 'Ravi Kumar',
  phone: '+91 98450 12345',
  travelers: 2,
  travelDate: '12–18 March 2027',
  itineraryId: 'dubai-skyline-souks-classic',
  itineraryName: 'Skyline & Souks: Classic Dubai',
};
const { check, errorOf } = fieldChecks(expertRequestSchema, valid);

it('accepts the spec §3 fields and normalises them', () => {
  expect(check({ name: ' Rene\u0301e ', travelers: ' 4 ', travelDate: '  sometime in March  ' })).toEqual({
    ok: true,
    value: { ...valid, name: 'Renée', travelers: 4, travelDate: 'sometime in March' },
  });
});

it('shares the name rules with the enquiry', () => {
  expect(errorOf('name', 'Ra\u0000vi')).toBe('Your name contains a hidden control character. Please type it again.');
  expect(errorOf('name', '\u200B\u200B')).toBe('Please tell us your name.');
  expect(errorOf('name', '\u202Eivar')).toBe('Your name contains hidden text-direction characters. Please type it again.');
});

describe('phone (a WhatsApp number)', () => {
  it.each<[string, unknown, string]>([
    ['missing', undefined, 'Please give us your WhatsApp number.'],
    ['a date', '2027-03-12', 'That looks like a date. Please enter your WhatsApp number, e.g. +91 98450 12345.'],
    ['words', 'whatsapp me', 'Please enter a WhatsApp number with 7 to 15 digits.'],
    ['a NUL byte', '98450\u000012345', 'The WhatsApp number contains a hidden control character. Please type it again.'],
  ])('refuses %s', (_label, value, message) => {
    expect(errorOf('phone', value)).toBe(message);
  });
});

describe('travelers', () => {
  it.each<[string, unknown, string]>([
    ['missing', undefined, 'Please tell us how many people are travelling.'],
    ['empty text', '', 'Please tell us how many people are travelling.'],
    ['words', 'two', 'Please tell us how many people are travelling.'],
    ['zero', 0, 'Please enter at least 1 traveller.'],
    ['negative text', '-3', 'Please enter at least 1 traveller.'],
    ['a fraction', '2.5', 'Please enter a whole number of travellers.'],
    ['more than 50', 51, 'We plan trips for up to 50 travellers here; for a larger group, please write to us.'],
    ['not a number at all', Number.NaN, 'Please tell us how many people are travelling.'],
  ])('refuses %s', (_label, value, message) => {
    expect(errorOf('travelers', value)).toBe(message);
  });

  it.each([
    [1, 1],
    ['50', 50],
  ])('accepts %j', (value, expected) => {
    expect(check({ travelers: value })).toEqual({ ok: true, value: { ...valid, travelers: expected } });
  });
});

describe('travelDate (free text, spec §3)', () => {
  it.each<[string, unknown, string]>([
    ['missing', undefined, 'Please tell us when you would like to travel.'],
    ['only invisible characters', '\u200B\u2060', 'Please tell us when you would like to travel.'],
    ['a line break inside', 'March\n2027', 'What you wrote for the travel dates contains a hidden control character. Please type it again.'],
    ['over 100 characters', 'x'.repeat(101), 'Please describe your travel dates in under 100 characters.'],
  ])('refuses %s', (_label, value, message) => {
    expect(errorOf('travelDate', value)).toBe(message);
  });
});

describe('the itinerary it is about', () => {
  it.each<[string, string, unknown, string]>([
    ['a missing id', 'itineraryId', undefined, 'The itinerary of this request is missing. Please reopen the itinerary and try again.'],
    ['an empty id', 'itineraryId', '', 'The itinerary of this request is missing. Please reopen the itinerary and try again.'],
    ['a path as id', 'itineraryId', '../admin', 'The itinerary of this request is not one of ours. Please reopen the itinerary and try again.'],
    ['a missing name', 'itineraryName', undefined, 'The itinerary of this request is missing. Please reopen the itinerary and try again.'],
    ['a name with a direction override', 'itineraryName', 'Dubai\u202E', 'The itinerary name contains hidden text-direction characters. Please type it again.'],
  ])('refuses %s', (_label, field, value, message) => {
    expect(errorOf(field, value)).toBe(message);
  });
});
