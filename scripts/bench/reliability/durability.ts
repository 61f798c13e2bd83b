import { Agent } from 'node:http';
import { postEnquiry } from './http.ts';
import type { Target } from './targets.ts';

export interface DurabilityRun {
  sent: number;
  acknowledged: number;
  found: number;
  lost: number;
}

/**
 * 2,000 enquiries sent at once; once half of them are acknowledged the server is killed with
 * SIGKILL (no shutdown of any kind), restarted on the same database, and every acknowledged (2xx)
 * enquiry is looked up by its id.
 */
export async function durabilityRun(target: Target, total = 2000): Promise<DurabilityRun> {
  const server = await target.start();
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const acknowledged = new Set<string>();
  let killed = false;
  await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const answer = await postEnquiry(server.origin, i, agent);
      if (answer instanceof Error || answer.status >= 300) return;
      acknowledged.add((JSON.parse(answer.body) as { id: string }).id);
      if (!killed && acknowledged.size >= total / 2) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }),
  );
  agent.destroy();
  await server.exited;
  const restarted = await target.start();
  await restarted.stop();
  const stored = new Set((await target.query<{ id: string }>('SELECT id FROM enquiries')).map((r) => r.id));
  const found = [...acknowledged].filter((id) => stored.has(id)).length;
  return { sent: total, acknowledged: acknowledged.size, found, lost: acknowledged.size - found };
}
