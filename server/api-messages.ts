import { ENQUIRY_TEXT } from '../shared/config/enquiry-text.ts';
import { NOT_FOUND_TEXT } from '../shared/config/not-found-text.ts';

/** Every message the API sends, in one place (spec §7, §8 wording where it gives one). */
export const API_MESSAGES = {
  destinationNotFound: NOT_FOUND_TEXT.destination,
  itinerariesNotFound: NOT_FOUND_TEXT.itineraries,
  itineraryNotFound: NOT_FOUND_TEXT.itinerary,
  blogsNotFound: NOT_FOUND_TEXT.destinationBlogs,
  blogNotFound: NOT_FOUND_TEXT.blog,
  apiNotFound: 'There is no such API endpoint.',
  enquirySaved: ENQUIRY_TEXT.success,
  /** The expert form also hands over to WhatsApp once stored. */
  expertRequestSaved: ENQUIRY_TEXT.success,
  enquiryInvalid: ENQUIRY_TEXT.checkFields,
  idempotencyConflict: 'This Idempotency-Key was already used for a different enquiry.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 200 visible characters.',
  unsupportedMediaType: 'Please send the enquiry as JSON (Content-Type: application/json).',
  payloadTooLarge: 'That enquiry is too large to send. Please shorten it and try again.',
  malformedJson: 'The enquiry could not be read: the request body is not valid JSON.',
  tooManyRequests: 'Too many enquiries from this connection. Please wait a minute and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  storageUnavailable: 'We cannot save anything right now, so nothing was stored. Please try again in a few minutes.',
} as const;
