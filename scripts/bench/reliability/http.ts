import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** A request sent exactly as given (the path is not normalised, unlike fetch): an answer or the network error. */
export function send(
  origin: string,
  { method = 'GET', path, headers = {}, body, agent }: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; agent?: Agent },
): Promise<Answer | Error> {
  const url = new URL(origin);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers, agent: agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
      res.on('error', resolve);
    });
    req.on('error', resolve);
    req.end(body);
  });
}

export const enquiryBody = (i: number, name = `Traveller ${i}`) => JSON.stringify({ name, date: '2027-03-14', contact: `+91 90000 ${String(i).padStart(5, '0')}`, email: `traveller${i}@example.com` });

export const postEnquiry = (origin: string, i: number, agent?: Agent) =>
  send(origin, { method: 'POST', path: '/api/inquiries/submit', headers: { 'content-type': 'application/json', 'idempotency-key': `reliability-${i}-${Date.now()}` }, body: enquiryBody(i), agent });

/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Resident memory of a process in MiB (Linux). */
export async function rssMiB(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kib / 1024;
}
