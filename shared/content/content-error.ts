/** Raised when a content file is missing or does not match its schema; the message names file and field. */
export class ContentError extends Error {
  override name = 'ContentError';
}
