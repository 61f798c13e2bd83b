import { request, type Agent } from 'node:http';
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

/** An answer read off a real socket, bytes as sent (node:http, which neither decodes nor adds headers). */
export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request to a listening server on 127.0.0.1, optionally over a kept-alive `agent`. */
export function askOnTheWire(port: number, path: string, { method = 'GET', headers = {}, agent }: { method?: string; headers?: Record<string, string>; agent?: Agent } = {}): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.once('error', reject);
    req.end();
  });
}
