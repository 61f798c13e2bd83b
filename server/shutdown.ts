import { Server as NetServer, type Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How often the drain looks for connections to close. */
const SWEEP_MS = 50;
/** A connection with no request for this long (and over two sweeps) is closed during the drain. */
const IDLE_MS = 100;
/** The pre-stop phase ends once no new connection has come for this long. */
const QUIET_MS = 500;
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
  /** When the last connection was accepted. */
  lastConnectionAt(): number;
}

/**
 * Tracks connections from the start. Node's closeIdleConnections() misses two kinds that would hold
 * a drain open or lose a request: a connection that never sent a byte (Node does not count it as
 * idle) and one whose next request sits unread in the socket while the loop is busy (Node counts it
 * as idle and cuts it). A connection only just accepted has not been read yet either: it counts as
 * active from its arrival, so silence is judged over IDLE_MS like any other.
 */
export function trackConnections(server: Server): ConnectionTracker {
  const lastActive = new Map<Socket, number>();
  let lastConnection = 0;
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
      const idle = [...lastActive].filter(([socket, at]) => !serving.has(socket) && now - at >= IDLE_MS).map(([socket]) => socket);
      const closable = idle.filter((socket) => idleBefore.has(socket));
      idleBefore = new Set(idle);
      return closable;
    },
    count: () => lastActive.size,
    lastConnectionAt: () => lastConnection,
  };
  server.on('connection', (socket: Socket) => {
    lastConnection = Date.now();
    lastActive.set(socket, lastConnection);
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

export interface ShutdownOptions {
  /** From the signal: whatever connections remain then are cut. */
  timeoutMs: number;
  /** From the signal: the longest the server keeps accepting new connections (the pre-stop phase). */
  prestopMs?: number;
  /** Without one (tests of the hooks), the app closes at once. */
  tracker?: ConnectionTracker;
}

/** Resolves after a poll phase (setImmediate), once `check` says so; connections that arrived are seen first. */
function after(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(
      () =>
        setImmediate(() => {
          if (!check()) return;
          clearInterval(timer);
          resolve();
        }),
      SWEEP_MS,
    );
  });
}

/**
 * Closes the app the way a load balancer expects on SIGTERM:
 * 1. pre-stop: /api/ready answers 503 and every answer says `Connection: close`, but the server still
 *    accepts, for up to `prestopMs` or until no new connection has come for QUIET_MS, so connections
 *    already queued in the kernel (a busy server accepts late) are served, not reset;
 * 2. stop accepting; requests on connections already open are still served;
 * 3. close connections as they fall idle;
 * 4. at `timeoutMs`, cut whatever connections remain;
 * 5. close the app: `onClose` hooks run (plugins registered last run first; the database last).
 */
export async function closeGracefully(app: FastifyInstance, { timeoutMs, prestopMs = 0, tracker }: ShutdownOptions): Promise<ShutdownOutcome> {
  const server = app.server;
  const started = Date.now();
  let outcome: ShutdownOutcome = 'drained';
  let listening = Boolean(tracker);
  let finishDrain!: () => void;
  const drained = new Promise<void>((resolve) => (finishDrain = resolve));
  const deadline = setTimeout(() => {
    outcome = 'forced';
    app.log.warn({ timeoutMs }, 'shutdown deadline reached: closing the remaining connections');
    server.closeAllConnections();
    finishDrain();
  }, timeoutMs);
  const sweep = setInterval(
    () =>
      setImmediate(() => {
        if (!tracker) return finishDrain();
        for (const socket of tracker.closable(Date.now())) socket.destroy();
        if (!listening && tracker.count() === 0) finishDrain();
      }),
    SWEEP_MS,
  );
  if (app.hasDecorator('readiness')) app.readiness.markStopping();
  if (tracker) {
    tracker.startDraining();
    const limit = Math.min(prestopMs, timeoutMs);
    await after(() => {
      const now = Date.now();
      return now - started >= limit || now - Math.max(started, tracker.lastConnectionAt()) >= QUIET_MS;
    });
    // net.Server's close stops accepting without http.Server's closeIdleConnections().
    NetServer.prototype.close.call(server);
    listening = false;
    app.log.info({ prestopMs: Date.now() - started }, 'stopped accepting connections');
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
export function exitOnSignals(app: FastifyInstance, { timeoutMs, prestopMs }: Omit<ShutdownOptions, 'tracker'>): void {
  const tracker = trackConnections(app.server);
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal, timeoutMs, prestopMs }, 'shutting down: not ready, finishing queued and in-flight requests');
    const hardStop = setTimeout(() => {
      app.log.error('shutdown hooks did not finish: exiting');
      process.exit(1);
    }, timeoutMs + HOOKS_GRACE_MS);
    hardStop.unref();
    closeGracefully(app, { timeoutMs, prestopMs, tracker }).then(
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
