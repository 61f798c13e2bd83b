import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Content changes only with a deploy; every use revalidates, which costs a 304 when nothing changed. */
export const CONTENT_CACHE_CONTROL = 'no-cache';

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/**
 * One API answer, serialised once and compressed at most once per encoding (on first use, at
 * brotli's best quality). Each encoding has its own strong ETag (`"hash"`, `"hash-br"`,
 * `"hash-gz"`), as HTTP wants for different bytes; revalidation accepts any of them.
 */
export class Representation {
  readonly hash: string;
  /** The resource's one URL (lowercase slug), sent as Content-Location. */
  readonly location: string;
  readonly #bodies = new Map<Encoding, Buffer>();

  constructor(json: string, location: string) {
    this.location = location;
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
      body =
        encoding === 'br'
          ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
          : gzipSync(identity, { level: 9 });
      this.#bodies.set(encoding, body);
    }
    return body;
  }
}

/** br when the client takes it, else gzip, else the plain bytes (a `q=0` refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
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

/** Answers with the stored bytes: 304 when the client's copy is current, else the best encoding it takes. */
export function sendRepresentation(req: FastifyRequest, reply: FastifyReply, representation: Representation) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  reply.headers({
    'cache-control': CONTENT_CACHE_CONTROL,
    vary: 'accept-encoding',
    etag: representation.etag(encoding),
    'content-location': representation.location,
  });
  if (isNotModified(req.headers['if-none-match'], representation)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(representation.body(encoding));
}
