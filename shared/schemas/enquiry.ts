import { z } from 'zod';
import { ENQUIRY_LIMITS } from '../config/constants.ts';

/** True when `value` (YYYY-MM-DD) names a day that exists in the calendar. */
function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A phone number a person could dial: 7–15 digits, with optional +, spaces, dashes, dots and brackets. */
function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** spec §3 "Enquiry form": name, date, contact, email. Shared by the server and the client. */
export const enquirySchema = z.object({
  name: z
    .string({ error: 'Please tell us your name.' })
    .trim()
    .min(1, 'Please tell us your name.')
    .max(ENQUIRY_LIMITS.nameMax, `Please keep your name under ${ENQUIRY_LIMITS.nameMax} characters.`),
  date: z
    .string({ error: 'Please choose your preferred travel date.' })
    .trim()
    .min(1, 'Please choose your preferred travel date.')
    .refine(isCalendarDate, 'Please choose a real calendar date (YYYY-MM-DD).'),
  contact: z
    .string({ error: 'Please give us a phone number.' })
    .trim()
    .min(1, 'Please give us a phone number.')
    .max(ENQUIRY_LIMITS.contactMax, 'That phone number is too long.')
    .refine(isPlausiblePhone, 'Please enter a phone number with 7 to 15 digits.'),
  email: z
    .string({ error: 'Please give us your e-mail address.' })
    .trim()
    .min(1, 'Please give us your e-mail address.')
    .max(ENQUIRY_LIMITS.emailMax, 'That e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.')),
});
export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryField = keyof Enquiry;

/** Answer of POST /api/inquiries/submit. `fieldErrors` appears on a 400. */
export interface EnquiryResponse {
  message: string;
  id?: string;
  fieldErrors?: Partial<Record<EnquiryField, string>>;
}

/** spec §3 "Expert request form (client only)". */
export interface ExpertRequest {
  name: string;
  phone: string;
  travelers: number;
  travelDate: string;
}
