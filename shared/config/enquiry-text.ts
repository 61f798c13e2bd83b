/** spec §4, §8: the enquiry's exact texts. */
export const ENQUIRY_TEXT = {
  submitting: 'Submitting...',
  success: 'Success! Redirecting to WhatsApp...',
  failed: 'Failed to send inquiry.',
  unknown: 'An unknown error occurred.',
  /** spec §8's other fallback, for a failure with no message at all. */
  generic: 'An error occurred. Please try again.',
  queued: 'You are offline. Your enquiry is saved on this device and will be sent as soon as you are back online; WhatsApp opens right after.',
} as const;
