import { formatCalendarDay } from '../../shared/format.ts';

it.each([
  ['2027-03-12', '12 March 2027'],
  ['2027-01-01', '1 January 2027'],
  ['2028-02-29', '29 February 2028'],
  ['2026-12-31', '31 December 2026'],
])('writes %s as a reader would: %s', (day, expected) => {
  expect(formatCalendarDay(day)).toBe(expected);
});

it('returns what is not a real calendar day unchanged', () => {
  expect(formatCalendarDay('2027-02-30')).toBe('2027-02-30');
  expect(formatCalendarDay('next spring')).toBe('next spring');
});
