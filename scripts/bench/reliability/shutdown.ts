import { Agent } from 'node:http';
import { postEnquiry, send } from './http.ts';
import type { Target } from './targets.ts';

export interface ShutdownFigures {
  inFlightAtSignal: number;
  inFlightCompleted: number;
  inFlightReset: number;
  /** Requests sent after the signal: served (on connections already open) or refused (new ones). */
  afterSignal: { answered: number; refused: number };
  exitCode: number | null;
  acknowledged: number;
  found: number;
  integrity: string;
}

/**
 * Load from 50 connections (enquiries and pages, half each); SIGTERM after 2 s; the load goes on
 * until the process is gone. Every request that was in flight at the signal must get its answer.
 */
export async function shutdownUnderLoad(target: Target): Promise<ShutdownFigures> {
  const server = await target.start({ SHUTDOWN_TIMEOUT_MS: '10000' });
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  let signalled = false;
  const inFlight = new Set<number>();
  const figures: ShutdownFigures = { inFlightAtSignal: 0, inFlightCompleted: 0, inFlightReset: 0, afterSignal: { answered: 0, refused: 0 }, exitCode: null, acknowledged: 0, found: 0, integrity: '' };
  const acknowledged = new Set<string>();
  let atSignal = new Set<number>();
  let next = 0;
  let gone = false;
  void server.exited.then(() => (gone = true));

  const worker = async () => {
    while (!gone) {
      const i = next++;
      const sentAfterSignal = signalled;
      inFlight.add(i);
      const answer = i % 2 ? await postEnquiry(server.origin, i, agent) : await send(server.origin, { path: '/api/page/dubai', headers: { 'accept-encoding': 'br' }, agent });
      inFlight.delete(i);
      if (atSignal.has(i)) {
        if (answer instanceof Error) figures.inFlightReset++;
        else figures.inFlightCompleted++;
      } else if (sentAfterSignal) {
        if (answer instanceof Error) figures.afterSignal.refused++;
        else figures.afterSignal.answered++;
      }
      if (!(answer instanceof Error) && answer.status === 201) acknowledged.add((JSON.parse(answer.body) as { id: string }).id);
      if (answer instanceof Error && gone) return;
    }
  };
  const workers = Array.from({ length: 50 }, worker);
  await new Promise((r) => setTimeout(r, 2000));
  atSignal = new Set(inFlight);
  figures.inFlightAtSignal = atSignal.size;
  signalled = true;
  server.child.kill('SIGTERM');
  figures.exitCode = await server.exited;
  await Promise.all(workers);
  agent.destroy();
  const stored = new Set((await target.query<{ id: string }>('SELECT id FROM enquiries')).map((r) => r.id));
  figures.acknowledged = acknowledged.size;
  figures.found = [...acknowledged].filter((id) => stored.has(id)).length;
  figures.integrity = await target.integrity();
  return figures;
}
