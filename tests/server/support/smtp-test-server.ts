import { SMTPServer } from 'smtp-server';
import { createServer, type AddressInfo, type Socket } from 'node:net';

/** A received e-mail, decoded enough to compare with what was sent. */
export interface ReceivedMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const text = /base64/i.test(headers['content-transfer-encoding'] ?? '') ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { envelopeTo, headers, subject: headers.subject ?? '', text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/**
 * A real SMTP server on 127.0.0.1 for tests. `stop()` closes it (connections are refused, as with a
 * mail server that is down) and `start()` brings it back on the same port.
 */
export class SmtpTestServer {
  readonly mails: ReceivedMail[] = [];
  port = 0;
  /** When set, every message is refused with this SMTP reply (e.g. a 451 temporary failure). */
  refuseWith: { code: number; message: string } | null = null;
  /** Holds each message this long before accepting it (a slow mail server). */
  delayMs = 0;
  /** Messages whose data has started to arrive (accepted or not). */
  receiving = 0;
  private server: SMTPServer | null = null;

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        this.receiving += 1;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
          if (this.refuseWith) return callback(Object.assign(new Error(this.refuseWith.message), { responseCode: this.refuseWith.code }));
          this.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
          callback();
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

/** A "mail server" that accepts connections and never says a word: a hung SMTP server. */
export async function startSilentServer(): Promise<{ url: string; readonly connections: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get connections() {
      return sockets.size;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
