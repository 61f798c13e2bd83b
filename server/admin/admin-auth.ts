import { createHash, timingSafeEqual } from 'node:crypto';

export interface AdminCredentials {
  user: string;
  password: string;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
/** Equal-length digests compared in constant time: neither the length nor the first differing byte leaks. */
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** True when an `Authorization: Basic …` header carries exactly these credentials. */
export function basicCredentialsMatch(header: string | undefined, expected: AdminCredentials): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const user = colon >= 0 ? decoded.slice(0, colon) : '';
  const password = colon >= 0 ? decoded.slice(colon + 1) : '';
  // Both comparisons always run, so a right user name with a wrong password takes as long as neither.
  const userOk = sameText(user, expected.user);
  const passwordOk = sameText(password, expected.password);
  return colon >= 0 && userOk && passwordOk;
}

export interface FailureLimiter {
  /** Seconds until `key` may try again, or 0. */
  retryAfterSeconds(key: string): number;
  fail(key: string): void;
  succeed(key: string): void;
}

/**
 * Counts wrong passwords per client address: after `max` within `windowMs`, that address is refused
 * (429) until the window ends. Per instance (in memory); a guesser gets a handful of tries an hour.
 */
export function createFailureLimiter({ max = 10, windowMs = 15 * 60_000, now = Date.now } = {}): FailureLimiter {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now()) failures.delete(key);
    return failures.get(key);
  };
  return {
    retryAfterSeconds(key) {
      const entry = current(key);
      return entry && entry.count >= max ? Math.ceil((entry.resetAt - now()) / 1000) : 0;
    },
    fail(key) {
      if (failures.size > 10_000) for (const k of failures.keys()) current(k);
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      failures.set(key, entry);
    },
    succeed(key) {
      failures.delete(key);
    },
  };
}

/**
 * A form POST comes from the inbox itself: its Origin (or, without one, its Referer) is this host.
 * The browser sends Basic credentials with any request to the site, so without this check another
 * site could make the agency's browser mark enquiries handled (cross-site request forgery).
 */
export function isSameOrigin(headers: { origin?: string; referer?: string }, host: string): boolean {
  const source = headers.origin ?? headers.referer;
  if (!source || source === 'null') return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}
