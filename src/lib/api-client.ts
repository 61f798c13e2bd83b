import type { z } from 'zod';
import { onlineManager } from '@tanstack/react-query';
import { noteAnswerSource, readDeviceCopy } from './device-copies.ts';

/** An API answer outside 200–299 (spec §7), carrying the server's `{ message }` when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** Offline, and no copy of this answer is on the device: nothing was requested (issue 7: never a 'not found'). */
export class OfflineError extends Error {
  override name = 'OfflineError';
  constructor(path: string) {
    super(`${path} is not saved on this device`);
  }
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The client only ever calls relative `/api/...` paths (spec §7 defect: an absolute development
 * address). The prerender swaps in a fetch that answers from the Fastify app in-process.
 */
let apiFetch: FetchLike = (input, init) => fetch(input, init);
export function setApiFetch(fetcher: FetchLike): void {
  apiFetch = fetcher;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}

/**
 * Online: the network (through the service worker, which answers from its copies when the network
 * fails). Offline: only a copy on the device, read directly, because a request that can only fail
 * still reaches the console as an error.
 */
async function answerFor(path: string): Promise<Response> {
  // A page (not the prerender, and not the worker, which sends the outbox with the same client).
  const browser = 'document' in globalThis;
  if (browser && !onlineManager.isOnline()) {
    const copy = await readDeviceCopy(path);
    if (!copy) throw new OfflineError(path);
    return copy;
  }
  const response = await apiFetch(path, { headers: { accept: 'application/json' } });
  if (browser) noteAnswerSource(path, response);
  return response;
}

/**
 * Gives the schema an answer is checked with, loading its module on first use. zod builds every
 * schema of a module when the module runs, which cost a destination page about 90 ms at 4× CPU
 * before hydration (issue 9); a prerendered page hydrates from data the server already checked, so
 * the schemas are only needed when the browser fetches.
 */
export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

/** GET `path` and parse the answer with the loaded schema; a non-OK status throws `ApiError(fallbackMessage)`. */
export async function apiGet<S extends z.ZodType>(path: string, loadSchema: SchemaLoader<S>, fallbackMessage: string): Promise<z.infer<S>> {
  const [response, schema] = await Promise.all([answerFor(path), loadSchema()]);
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(body) ?? fallbackMessage, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, fallbackMessage, body);
  return parsed.data;
}

/** POST JSON; resolves with status and body whatever the status, so callers can read `message`. */
export async function apiPostJson(
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<{ ok: boolean; status: number; body: unknown }> {
  const response = await apiFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(payload),
    signal,
  });
  return { ok: response.ok, status: response.status, body: await readJson(response) };
}

export { messageOf };
