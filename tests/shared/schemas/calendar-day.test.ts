import { addDays, addYears, earliestDayOnServer, localDay, utcDay } from '../../../shared/schemas/calendar-day.ts';
import { enquirySchemaFor } from '../../../shared/schemas/enquiry.ts';

const HOUR = 3600 * 1000;

it('moves days and years across month, year and leap-day ends', () => {
  expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  expect(addYears('2027-01-10', 5)).toBe('2032-01-10');
});

it("gives the device's own date, not the UTC one", () => {
  // A Date built from local parts is that local day whatever the machine's time zone.
  expect(localDay(new Date(2027, 0, 9, 23, 30))).toBe('2027-01-09');
  expect(localDay(new Date(2027, 0, 10, 0, 15))).toBe('2027-01-10');
});

describe('earliestDayOnServer', () => {
  it('is the day before the UTC day', () => {
    expect(earliestDayOnServer(new Date('2027-01-10T03:00:00Z'))).toBe('2027-01-09');
  });

  it('accepts, at every hour of a day, the local "today" of travellers from UTC−12 to UTC+14', () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(Date.UTC(2027, 0, 10, hour, 30));
      const schema = enquirySchemaFor({ today: earliestDayOnServer(now) });
      for (let offset = -12; offset <= 14; offset++) {
        const travellersToday = utcDay(new Date(now.getTime() + offset * HOUR));
        const result = schema.safeParse({ name: 'Ananya', date: travellersToday, contact: '+91 98450 12345', email: 'a@example.com' });
        expect(result.success, `UTC${offset >= 0 ? '+' : ''}${offset} at ${now.toISOString()}`).toBe(true);
      }
    }
  });

  it('judges an enquiry written offline by the day it was written', () => {
    const now = new Date('2027-01-20T09:00:00Z');
    expect(earliestDayOnServer(now, new Date('2027-01-12T10:00:00Z'))).toBe('2027-01-11');
  });

  it('does not trust a written-at time in the future or more than 30 days old', () => {
    const now = new Date('2027-01-20T09:00:00Z');
    expect(earliestDayOnServer(now, new Date('2027-01-25T10:00:00Z'))).toBe('2027-01-19');
    expect(earliestDayOnServer(now, new Date('2026-12-01T10:00:00Z'))).toBe('2027-01-19');
    expect(earliestDayOnServer(now, new Date('not a time'))).toBe('2027-01-19');
  });
});
