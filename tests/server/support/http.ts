import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { addDays, utcDay } from '../../../shared/schemas/calendar-day.ts';

/** Browsers ask for brotli; tests do too, and read the body whatever the encoding. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' } as const;

export function textOf(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

export const basicAuth = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

/** The UTC day `days` from today: a travel date the server accepts whatever day the test runs. */
export const inDays = (days: number) => addDays(utcDay(new Date()), days);
