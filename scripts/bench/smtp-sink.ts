import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What a sink is given for each message; throwing (with a `responseCode`) refuses the message. */
export type MessageHandler = (message: { raw: Buffer; to: string[] }) => Promise<void> | void;

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) for benchmarks and tests. `stop()` closes it, so
 * connections are refused as with a mail server that is down; `start()` brings it back on the same port.
 */
export class SmtpSink {
  port = 0;
  private server: SMTPServer | null = null;
  private readonly handle: MessageHandler;

  constructor(handle: MessageHandler) {
    this.handle = handle;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const message = { raw: Buffer.concat(chunks), to: session.envelope.rcptTo.map((r) => r.address) };
          Promise.resolve()
            .then(() => this.handle(message))
            .then(() => callback(), (error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}
