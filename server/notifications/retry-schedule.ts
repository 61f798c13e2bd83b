/** How the delivery loop spaces out tries of a notification whose channel fails. */
export interface RetrySchedule {
  /** Wait after the first failure; each further failure doubles it. */
  baseMs: number;
  /** The longest wait between two tries (so a mail server back after a day is noticed within this). */
  maxMs: number;
  /** A notification still failing this long after it was written is given up (`failed`). */
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY: RetrySchedule = { baseMs: 1000, maxMs: 5 * 60_000, giveUpAfterMs: 3 * 24 * 3600_000 };

/**
 * The wait before the next try after `failures` failed tries: exponential, capped, with ±20 % jitter
 * so the notifications of a burst of enquiries do not all hit a recovering mail server at once.
 */
export function retryDelayMs(failures: number, schedule: RetrySchedule, random: () => number = Math.random): number {
  const exponential = schedule.baseMs * 2 ** Math.max(0, failures - 1);
  return Math.round(Math.min(exponential, schedule.maxMs) * (0.8 + 0.4 * random()));
}
