import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOSNIFF } from '../plugins/security.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Content changes only with a deploy; every use revalidates, which costs a 304 when nothing changed. */
export const CONTENT_CACHE_CONTROL = 'no-cache';

const brotliOptions = (size: number): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
const GZIP_OPTIONS: ZlibOptions = { level: 9 };
const brotliInThreadPool = promisify(brotliCompress);
const gzipInThreadPool = promisify(gzip);

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/**
 * One API answer, serialised once and compressed at most once per encoding (at brotli's best
 * quality: ahead of requests, off the event loop, where the server could, else on first use). Each encoding has its own strong ETag (`"hash"`, `"hash-br"`,
 * `"hash-gz"`), as HTTP wants for different bytes; revalidation accepts any of them.
 *
 * Its headers are fixed too, so each answer's whole head (status aside) is built once and written
 * as it is (`sendRepresentation`): no per-request header work beyond Node's own (issue 9, the API
 * at ≥ 0.5× a bare Fastify hello).
 */
export class Representation {
  readonly hash: string;
  /** The resource's one URL (lowercase slug), sent as Content-Location. */
  readonly location: string;
  readonly #bodies = new Map<Encoding, Buffer>();
  readonly #heads = new Map<string, readonly string[]>();
  readonly #securityHeaders: Readonly<Record<string, string>>;

  /** `securityHeaders`: what every JSON answer carries (plugins/security.ts). */
  constructor(json: string, location: string, securityHeaders: Readonly<Record<string, string>> = {}) {
    this.location = location;
    this.#securityHeaders = securityHeaders;
    const identity = Buffer.from(json);
    this.hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    this.#bodies.set('identity', identity);
  }

  etag(encoding: Encoding): string {
    return `"${this.hash}${ETAG_SUFFIX[encoding]}"`;
  }

  body(encoding: Encoding): Buffer {
    let body = this.#bodies.get(encoding);
    if (!body) {
      const identity = this.#bodies.get('identity')!;
      body = encoding === 'br' ? brotliCompressSync(identity, brotliOptions(identity.length)) : gzipSync(identity, GZIP_OPTIONS);
      this.#bodies.set(encoding, body);
    }
    return body;
  }

  /** True once the body in `encoding` is stored (identity always is). */
  has(encoding: Encoding): boolean {
    return this.#bodies.has(encoding);
  }

  /**
   * Compresses the body in brotli and gzip in zlib's thread pool, leaving the event loop to requests
   * (`compressAll`, content-responses.ts). Requests do not wait for it: one that needs an encoding
   * before it is stored compresses it as before. Made to wait, the first burst of requests lived
   * long enough for V8 to allocate request objects straight into the old generation from then on:
   * a mark-compact a second and a p99 of 25–30 ms instead of 4–5 ms under `wrk` (issue 9).
   */
  async compressAhead(): Promise<void> {
    const identity = this.#bodies.get('identity')!;
    for (const encoding of ['br', 'gzip'] as const) {
      if (this.#bodies.has(encoding)) continue;
      const body = encoding === 'br' ? await brotliInThreadPool(identity, brotliOptions(identity.length)) : await gzipInThreadPool(identity, GZIP_OPTIONS);
      if (!this.#bodies.has(encoding)) this.#bodies.set(encoding, body);
    }
  }

  /**
   * The headers of the 200 in `encoding`, or of the 304 that confirms a copy, as Node's flat
   * `[name, value, …]` list. A 304 names the representation (RFC 9110 §15.4.5) and carries no body,
   * so it goes without the headers that only matter to a rendered or parsed body.
   */
  head(encoding: Encoding, notModified: boolean): readonly string[] {
    const key = `${encoding}${notModified ? '-304' : ''}`;
    let head = this.#heads.get(key);
    if (!head) {
      const validators = ['cache-control', CONTENT_CACHE_CONTROL, 'vary', 'accept-encoding', 'etag', this.etag(encoding), 'content-location', this.location];
      head = notModified
        ? [...validators, ...Object.entries(NOSNIFF).flat()]
        : [
            'content-type', 'application/json; charset=utf-8',
            ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
            'content-length', String(this.body(encoding).length),
            ...validators,
            ...Object.entries(this.#securityHeaders).flat(),
          ];
      this.#heads.set(key, head);
    }
    return head;
  }
}

/** Accept-Encoding values seen, and the encoding each chose: browsers send a handful of distinct ones. */
const chosenEncodings = new Map<string, Encoding>();
const CHOSEN_ENCODINGS_KEPT = 64;

/** br when the client takes it, else gzip, else the plain bytes (a `q=0` refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = chosenEncodings.get(acceptEncoding);
  if (!encoding) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (chosenEncodings.size >= CHOSEN_ENCODINGS_KEPT) chosenEncodings.clear(); // odd clients cannot grow it
    chosenEncodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** True when If-None-Match names this representation in any encoding (weak comparison, RFC 9110 §13.1.2). */
export function isNotModified(ifNoneMatch: string | undefined, representation: Representation): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-(br|gz)$/, '') === representation.hash);
}

/**
 * Writes the stored answer on Node's response: 304 when the client's copy is current, else the best
 * encoding it takes, its stored head plus `extraHead` (the request id). Nothing else is computed
 * per request.
 */
export function writeRepresentation(req: IncomingMessage, res: ServerResponse, representation: Representation, extraHead: readonly string[]): void {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const notModified = isNotModified(req.headers['if-none-match'], representation);
  const head = representation.head(encoding, notModified);
  res.writeHead(notModified ? 304 : 200, (extraHead.length ? [...head, ...extraHead] : head) as string[]);
  res.end(notModified ? undefined : representation.body(encoding)); // Node sends no body for HEAD
}

/**
 * The same from a Fastify route: the reply is written directly (Fastify's documented `hijack`), with
 * whatever headers earlier hooks set on it (the request id). Fastify still logs the request and runs
 * onResponse hooks; a HEAD request gets the head alone.
 */
export function sendRepresentation(req: FastifyRequest, reply: FastifyReply, representation: Representation): void {
  const extraHead: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) extraHead.push(name, String(one));
  }
  reply.hijack();
  writeRepresentation(req.raw, reply.raw, representation, extraHead);
}
