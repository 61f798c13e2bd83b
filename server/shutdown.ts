import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while in-flight requests drain. */
const SWEEP_MS = 50;
/** After the deadline, hooks (notification flush, database close) get this long before a hard exit. */
const HOOKS_GRACE_MS = 5_000;

export type ShutdownOutcome = 'drained' | 'forced';

/**
 * Connections that have not sent a byte yet. Node's closeIdleConnections() only knows connections
 * that finished a request, so a client that connects and stays silent would hold the drain open
 * until the deadline.
 */
function trackSilentConnections(server: Server): () => Socket[] {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return () => [...open].filter((socket) => socket.bytesRead === 0);
}

/**
 * Closes the app the way a load balancer expects on SIGTERM:
 * 1. stop accepting connections (Fastify answers 503 + `Connection: close` to new requests that
 *    arrive on open keep-alive connections);
 * 2. let in-flight requests finish, closing each keep-alive connection as soon as it is idle —
 *    including connections that never sent a byte, which would otherwise keep the process alive;
 * 3. at `timeoutMs`, cut whatever connections remain;
 * 4. run the `onClose` hooks (plugins registered last run first; the database closes last).
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number, silentConnections: () => Socket[] = () => []): Promise<ShutdownOutcome> {
  const server = app.server;
  let outcome: ShutdownOutcome = 'drained';
  const closeIdle = () => {
    server.closeIdleConnections();
    for (const socket of silentConnections()) socket.destroy();
  };
  const sweep = setInterval(closeIdle, SWEEP_MS);
  const deadline = setTimeout(() => {
    outcome = 'forced';
    app.log.warn({ timeoutMs }, 'shutdown deadline reached: closing the remaining connections');
    server.closeAllConnections();
  }, timeoutMs);
  try {
    const closed = app.close();
    closeIdle();
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  return outcome;
}

/**
 * SIGTERM and SIGINT close the app gracefully and exit 0; a second signal, or hooks that hang past
 * the deadline, exit 1 at once. Call it before `listen`, so every connection is tracked.
 */
export function exitOnSignals(app: FastifyInstance, timeoutMs: number): void {
  const silentConnections = trackSilentConnections(app.server);
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal, timeoutMs }, 'shutting down: no new connections, finishing in-flight requests');
    const hardStop = setTimeout(() => {
      app.log.error('shutdown hooks did not finish: exiting');
      process.exit(1);
    }, timeoutMs + HOOKS_GRACE_MS);
    hardStop.unref();
    closeGracefully(app, timeoutMs, silentConnections).then(
      (outcome) => {
        app.log.info({ outcome }, 'shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
