/**
 * Edits to a recorded page load's network log (Chrome's DevTools protocol events, as Lighthouse's
 * gather mode saves them), for `npm run lighthouse:what-if` (what-if.ts).
 */

/** One protocol event of the log. Only network events with a `requestId` are read or changed. */
export interface ProtocolEvent {
  method: string;
  params?: { requestId?: string; request?: { url: string }; encodedDataLength?: number; response?: { encodedDataLength?: number; protocol?: string } } & Record<string, unknown>;
}

/**
 * The protocols Lighthouse's model tells apart: over HTTP/1.1 an origin gets 6 connections and a
 * request on a fresh one pays its handshake; over HTTP/2 every request shares the page's one connection.
 */
const PROTOCOLS = ['http/1.1', 'h2'] as const;

export type NetworkLogEdit =
  | { kind: 'drop'; urlPart: string }
  | { kind: 'size'; urlPart: string; bytes: number }
  | { kind: 'protocol'; urlPart: string; protocol: (typeof PROTOCOLS)[number] };

const USAGE = 'an edit is "drop <part of a URL>", "size <part of a URL> <bytes>" or "protocol <part of a URL> h2|http/1.1"';

const isProtocol = (text: string): text is (typeof PROTOCOLS)[number] => (PROTOCOLS as readonly string[]).includes(text);

/** `drop boot-`, `size style- 5000` or `protocol 127.0.0.1 h2`; anything else is refused with what was expected. */
export function parseEdit(text: string): NetworkLogEdit {
  const [kind, urlPart, bytes, ...rest] = text.trim().split(/\s+/);
  if (!urlPart || rest.length) throw new Error(`"${text}": ${USAGE}`);
  if (kind === 'drop' && bytes === undefined) return { kind, urlPart };
  if (kind === 'protocol' && bytes !== undefined && isProtocol(bytes)) return { kind, urlPart, protocol: bytes };
  if (kind === 'size' && bytes !== undefined && /^\d+$/.test(bytes)) return { kind, urlPart, bytes: Number(bytes) };
  throw new Error(`"${text}": ${USAGE}`);
}

/**
 * The log with each edit applied to every request whose URL contains its part: `drop` removes the
 * request's events; `size` makes it that many bytes on the wire (Lighthouse takes a request's size
 * from its loadingFinished event, and counts dataReceived and the response's own figure otherwise);
 * `protocol` makes it a response over that protocol (what Lighthouse reads from responseReceived).
 * An edit that matches no request is an error, so a misspelt part does not pass for "no change".
 */
export function applyEdits(log: readonly ProtocolEvent[], edits: readonly NetworkLogEdit[]): ProtocolEvent[] {
  const urls = new Map<string, string>();
  for (const event of log) {
    const { requestId, request } = event.params ?? {};
    if (event.method === 'Network.requestWillBeSent' && requestId && request) urls.set(requestId, request.url);
  }
  let edited = log.map((event) => structuredClone(event));
  for (const edit of edits) {
    const ids = new Set([...urls].filter(([, url]) => url.includes(edit.urlPart)).map(([id]) => id));
    if (!ids.size) throw new Error(`no request of the recorded load has "${edit.urlPart}" in its URL`);
    const matches = (event: ProtocolEvent) => ids.has(event.params?.requestId ?? '');
    if (edit.kind === 'drop') {
      edited = edited.filter((event) => !matches(event));
      continue;
    }
    for (const event of edited) {
      if (!matches(event) || !event.params) continue;
      if (edit.kind === 'protocol') {
        if (event.method === 'Network.responseReceived' && event.params.response) event.params.response.protocol = edit.protocol;
        continue;
      }
      if (event.method === 'Network.loadingFinished') event.params.encodedDataLength = edit.bytes;
      if (event.method === 'Network.dataReceived') event.params.encodedDataLength = 0;
      if (event.method === 'Network.responseReceived' && event.params.response) event.params.response.encodedDataLength = 0;
    }
  }
  return edited;
}
