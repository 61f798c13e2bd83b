import { z } from 'zod';
import { ENQUIRY_LIMITS } from '../config/constants.ts';
import { addYears, isCalendarDay, isDayFormat } from './calendar-day.ts';
import { personName, phoneNumber, travellerText } from './traveller-text.ts';
import type { FieldErrors, SubmissionResponse } from './submission.ts';

/** How far ahead a travel date may be: further is a typo (2207 for 2027), not a plan. */
export const TRAVEL_DATE_MAX_YEARS_AHEAD = 5;

/** The enquiry's preferred date: a real calendar day from `today` up to five years ahead. */
function travelDay(today: string) {
  const latest = addYears(today, TRAVEL_DATE_MAX_YEARS_AHEAD);
  return z
    .string({ error: 'Please choose your preferred travel date.' })
    .trim()
    .superRefine((value, ctx) => {
      const problem = !value
        ? 'Please choose your preferred travel date.'
        : !isDayFormat(value)
          ? 'Please choose a date from the calendar (YYYY-MM-DD).'
          : !isCalendarDay(value)
            ? 'That date does not exist in the calendar. Please choose another.'
            : value < today
              ? 'Please choose a travel date from today onwards.'
              : value > latest
                ? `Please choose a travel date within the next ${TRAVEL_DATE_MAX_YEARS_AHEAD} years.`
                : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

const email = travellerText({
  required: 'Please give us your e-mail address.',
  subject: 'The e-mail address',
  max: ENQUIRY_LIMITS.emailMax,
  tooLong: 'That e-mail address is too long.',
}).pipe(z.email('Please enter a valid e-mail address.'));

export interface EnquiryDateOptions {
  /**
   * The first acceptable travel day (YYYY-MM-DD). The browser passes the traveller's local date
   * (`localDay()`); the server passes `earliestDayOnServer(now, writtenAt)`, which allows for time zones.
   */
  today: string;
}

/**
 * spec §3 "Enquiry form": name, date, contact, email; shared by the browser (before an enquiry is
 * queued, so an offline enquiry is not refused on replay) and the server.
 */
export function enquirySchemaFor({ today }: EnquiryDateOptions) {
  return z.object({
    name: personName,
    date: travelDay(today),
    contact: phoneNumber('phone number'),
    email,
  });
}
export type Enquiry = z.output<ReturnType<typeof enquirySchemaFor>>;
export type EnquiryField = keyof Enquiry;
export type EnquiryFieldErrors = FieldErrors<EnquiryField>;

/** Answer of POST /api/inquiries/submit. `fieldErrors` appears on a 400. */
export type EnquiryResponse = SubmissionResponse<EnquiryField>;

/**
 * The moment an enquiry was written, from the optional `writtenAt` body field (ISO time the traveller
 * pressed Send, kept in the device's outbox), so the server judges a replayed enquiry's date by the day
 * it was written (`earliestDayOnServer`). Anything that is not
 * an ISO 8601 time is ignored rather than refused (the traveller cannot see or fix it).
 */
export function writtenAtOf(body: unknown): Date | undefined {
  const value = body && typeof body === 'object' ? (body as { writtenAt?: unknown }).writtenAt : undefined;
  if (typeof value !== 'string' || !z.iso.datetime({ offset: true }).safeParse(value).success) return undefined;
  return new Date(value);
}
