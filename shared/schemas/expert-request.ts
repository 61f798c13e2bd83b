import { z } from 'zod';
import { personName, phoneNumber, travellerText } from './traveller-text.ts';
import type { FieldErrors, SubmissionResponse } from './submission.ts';

/** Bounds of an expert request beyond the spec's own (spec §5: travellers at least 1). */
export const EXPERT_REQUEST_LIMITS = {
  /** A larger party is a group tour, planned by writing to the agency rather than through this form. */
  travelersMax: 50,
  travelDateMax: 100,
  itineraryNameMax: 200,
  itineraryIdMax: 100,
} as const;

const { travelersMax } = EXPERT_REQUEST_LIMITS;
const itineraryMissing = 'The itinerary of this request is missing. Please reopen the itinerary and try again.';
const itineraryUnknown = 'The itinerary of this request is not one of ours. Please reopen the itinerary and try again.';
const travelersRequired = 'Please tell us how many people are travelling.';

/**
 * spec §5: travellers is a number, at least 1. The form's number input gives text ("2"), a client may
 * send a number: both are read, anything else is refused.
 */
const travelers = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: travelersRequired })
    .int('Please enter a whole number of travellers.')
    .min(1, 'Please enter at least 1 traveller.')
    .max(travelersMax, `We plan trips for up to ${travelersMax} travellers here; for a larger group, please write to us.`),
);

/**
 * spec §3 "Expert request form": name, phone (a WhatsApp number), travelers, travelDate (free text),
 * plus the itinerary it is about. Shared by the browser and the server, with the enquiry's field rules.
 */
export const expertRequestSchema = z.object({
  name: personName,
  phone: phoneNumber('WhatsApp number'),
  travelers,
  travelDate: travellerText({
    required: 'Please tell us when you would like to travel.',
    subject: 'What you wrote for the travel dates',
    max: EXPERT_REQUEST_LIMITS.travelDateMax,
    tooLong: `Please describe your travel dates in under ${EXPERT_REQUEST_LIMITS.travelDateMax} characters.`,
  }),
  itineraryId: z
    .string({ error: itineraryMissing })
    .trim()
    .min(1, itineraryMissing)
    .max(EXPERT_REQUEST_LIMITS.itineraryIdMax, itineraryUnknown)
    .regex(/^[a-z0-9-]+$/, itineraryUnknown),
  itineraryName: travellerText({
    required: itineraryMissing,
    subject: 'The itinerary name',
    max: EXPERT_REQUEST_LIMITS.itineraryNameMax,
    tooLong: 'The itinerary name is too long. Please reopen the itinerary and try again.',
  }),
});
export type ExpertRequest = z.output<typeof expertRequestSchema>;
export type ExpertRequestField = keyof ExpertRequest;
export type ExpertRequestFieldErrors = FieldErrors<ExpertRequestField>;

/** Answer of POST /api/expert-requests. `fieldErrors` appears on a 400. */
export type ExpertRequestResponse = SubmissionResponse<ExpertRequestField>;
