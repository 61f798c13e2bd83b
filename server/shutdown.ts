import { Server as NetServer, type Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How often the drain looks for connections to close. */
const SWEEP_MS = 50;
/** A kept-alive connection with no request for this long (and over two sweeps) is closed during the drain. */
const IDLE_MS = 100;
/** After the deadline, hooks (notification flush, database close) get this long before a hard exit. */
const HOOKS_GRACE_MS = 5_000;

export type ShutdownOutcome = 'drained' | 'forced';

/** Every open connection, whether it is serving a request, and when it last did. */
export interface ConnectionTracker {
  /** From now on every answer says `Connection: close`, those in progress included. */
  startDraining(): void;
  /** Connections that can be closed now without cutting a request. */
  closable(now: number): Socket[];
  count(): number;
}

/**
 * Tracks connections from the start. Node's closeIdleConnections() misses two kinds that would hold
 * a drain open or lose a request: a connection that never sent a byte (Node does not count it as
 * idle) and one whose next request sits unread in the socket while the loop is busy (Node counts it
 * as idle and cuts it).
 */
export function trackConnections(server: Server): ConnectionTracker {
  const lastActive = new Map<Socket, number>();
  const serving = new Set<Socket>();
  const answering = new Set<ServerResponse>();
  let draining = false;
  // Idle at the previous sweep too: a poll phase has passed since, so nothing waits unread in it.
  let idleBefore = new Set<Socket>();
  const tracker: ConnectionTracker = {
    startDraining: () => {
      draining = true;
      for (const res of answering) if (!res.headersSent) res.shouldKeepAlive = false;
    },
    closable: (now) => {
      const idle = [...lastActive].filter(([socket, at]) => !serving.has(socket) && (socket.bytesRead === 0 || now - at >= IDLE_MS)).map(([socket]) => socket);
      const closable = idle.filter((socket) => socket.bytesRead === 0 || idleBefore.has(socket));
      idleBefore = new Set(idle);
      return closable;
    },
    count: () => lastActive.size,
  };
  server.on('connection', (socket: Socket) => {
    lastActive.set(socket, Date.now());
    socket.once('close', () => {
      lastActive.delete(socket);
      serving.delete(socket);
    });
  });
  server.prependListener('request', (req, res) => {
    const socket = req.socket;
    serving.add(socket);
    idleBefore.delete(socket);
    // While draining, every answer says Connection: close, and Node closes the connection after it.
    if (draining) res.shouldKeepAlive = false;
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      serving.delete(socket);
      lastActive.set(socket, Date.now());
    });
  });
  return tracker;
}

/**
 * Closes the app the way a load balancer expects on SIGTERM:
 * 1. stop accepting connections; requests on connections already open are still served, each answer
 *    with `Connection: close`, so clients move to another instance without losing a request;
 * 2. close connections as they fall idle (at once for those that never sent a byte);
 * 3. at `timeoutMs`, cut whatever connections remain;
 * 4. close the app: `onClose` hooks run (plugins registered last run first; the database last).
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number, tracker?: ConnectionTracker): Promise<ShutdownOutcome> {
  const server = app.server;
  let outcome: ShutdownOutcome = 'drained';
  let finishDrain!: () => void;
  const drained = new Promise<void>((resolve) => (finishDrain = resolve));
  const deadline = setTimeout(() => {
    outcome = 'forced';
    app.log.warn({ timeoutMs }, 'shutdown deadline reached: closing the remaining connections');
    server.closeAllConnections();
    finishDrain();
  }, timeoutMs);
  // Checked after the poll phase (setImmediate), so requests that have arrived are seen first.
  const sweep = setInterval(
    () =>
      setImmediate(() => {
        if (!tracker) return finishDrain();
        for (const socket of tracker.closable(Date.now())) socket.destroy();
        if (tracker.count() === 0) finishDrain();
      }),
    SWEEP_MS,
  );
  if (tracker) {
    tracker.startDraining();
    // net.Server's close stops accepting without http.Server's closeIdleConnections().
    NetServer.prototype.close.call(server);
  }
  try {
    await drained;
    await app.close();
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
  const tracker = trackConnections(app.server);
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
    closeGracefully(app, timeoutMs, tracker).then(
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
