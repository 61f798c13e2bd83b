/** spec §4, §8: the enquiry's exact texts, and the outbox's (issue 8). One home for the browser and the server. */
export const ENQUIRY_TEXT = {
  send: 'Send enquiry',
  submitting: 'Submitting...',
  success: 'Success! Redirecting to WhatsApp...',
  /** spec §8: a refusal without a message of its own; also a try that failed (network, no answer). */
  failed: 'Failed to send inquiry.',
  /** spec §8: a failure that is not an Error. */
  unknown: 'An unknown error occurred.',
  /** spec §8's other fallback: a server error without a message, or an outbox that cannot be written. */
  generic: 'An error occurred. Please try again.',
  /** A 400: the fields the server (or the same schema in the browser) found wrong are marked. */
  checkFields: 'Please check the highlighted fields and try again.',
  /** Issue 8: written to the outbox on the phone, not yet accepted by the server. */
  queued: "Saved on this phone · will be sent when you're back online",
  /** The browser refused to store anything: the enquiry lives in the open page only. */
  queuedNotSaved: "Waiting to be sent · this browser won't keep it, so please keep this page open until you're back online",
  waiting: 'Waiting for a connection',
  sendingNow: 'Sending now…',
  retrying: 'Trying again automatically.',
  savedAt: (time: string) => `Saved at ${time}`,
  /** Issue 8: delivered while no form was showing it (the next visit, another page). */
  sent: 'Your enquiry was sent ✓',
  expertSent: 'Your request to plan with an expert was sent ✓',
  continueOnWhatsApp: 'Continue on WhatsApp',
  dismiss: 'Dismiss',
  refusedTitle: 'We could not accept your enquiry',
  editAndResend: 'Edit and send again',
} as const;
