import { fuzzCase } from './fuzz-cases.ts';
import { inBatches, send } from './http.ts';
import type { Target } from './targets.ts';

export interface FuzzFigures {
  requests: number;
  serverErrors: number;
  crashes: number;
  /** /api answers that are not JSON with a string `message`. */
  apiWithoutMessage: number;
  /** Requests that got no HTTP answer at all (connection closed). */
  noAnswer: number;
  rowsStored: number;
  examples: string[];
}

const hasMessage = (body: string) => {
  try {
    return typeof (JSON.parse(body) as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
};

/** Sends `total` malformed requests (20 at a time) and counts what went wrong. */
export async function fuzz(target: Target, total = 10_000): Promise<FuzzFigures> {
  const server = await target.start();
  const figures: FuzzFigures = { requests: total, serverErrors: 0, crashes: 0, apiWithoutMessage: 0, noAnswer: 0, rowsStored: 0, examples: [] };
  const note = (text: string) => figures.examples.length < 8 && figures.examples.push(text);
  await inBatches(Array.from({ length: total }, (_, i) => i), 20, async (i) => {
    const request = fuzzCase(i);
    // A connection each: a server that closes after a 413 or 431 must not fail the next request.
    const answer = await send(server.origin, request);
    const what = `${request.kind}: ${request.method} ${request.path.slice(0, 60)}`;
    if (answer instanceof Error) {
      figures.noAnswer++;
      note(`${what} → ${answer.message}`);
      return;
    }
    if (answer.status >= 500) {
      figures.serverErrors++;
      note(`${what} → ${answer.status} ${answer.body.slice(0, 80)}`);
    }
    if (request.path.startsWith('/api') && !hasMessage(answer.body) && answer.status >= 400) {
      figures.apiWithoutMessage++;
      note(`${what} → ${answer.status} not JSON with a message: ${answer.body.slice(0, 60)}`);
    }
  });
  if (server.child.exitCode !== null || server.child.signalCode !== null) figures.crashes++;
  await server.stop();
  figures.rowsStored = Number((await target.query<{ n: number | string }>('SELECT count(*) AS n FROM enquiries'))[0]?.n ?? 0);
  return figures;
}
