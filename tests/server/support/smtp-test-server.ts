import { SmtpSink } from '../../../scripts/bench/smtp-sink.ts';
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
 * A real SMTP server on 127.0.0.1 for tests that keeps what it receives, decoded. `stop()` closes it
 * (connections are refused, as with a mail server that is down) and `start()` brings it back on the
 * same port.
 */
export class SmtpTestServer extends SmtpSink {
  readonly mails: ReceivedMail[] = [];
  /** When set, every message is refused with this SMTP reply (e.g. a 451 temporary failure). */
  refuseWith: { code: number; message: string } | null = null;
  /** Holds each message this long before accepting it (a slow mail server). */
  delayMs = 0;
  /** Messages that have arrived in full, whether accepted yet or not. */
  receiving = 0;

  constructor() {
    super(async ({ raw, to }) => {
      this.receiving += 1;
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (this.refuseWith) throw Object.assign(new Error(this.refuseWith.message), { responseCode: this.refuseWith.code });
      this.mails.push(parseMail(raw.toString('utf8'), to));
    });
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
