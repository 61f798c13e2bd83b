import { isCalendarDay } from './schemas/calendar-day.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar day as a reader writes it: "2027-03-12" → "12 March 2027" (policies' effective dates,
 * the enquiry's WhatsApp message, the agency's notifications and inbox). Written out by hand so the
 * prerender, the browser and the server cannot disagree (no time zone, no locale data involved).
 * Anything that is not a real YYYY-MM-DD day is returned as it is, so a message never loses what the
 * traveller wrote.
 */
export function formatCalendarDay(day: string): string {
  if (!isCalendarDay(day)) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}
