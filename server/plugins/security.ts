import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';

// The helmet that @fastify/helmet itself uses. @fastify/helmet builds helmet's middleware again on
// every request and on every response (assets included); the options here are fixed, so the headers
// are computed once at start and set on the responses that need them.
const helmet = createRequire(import.meta.resolve('@fastify/helmet'))('helmet') as (options: HelmetOptions) => (req: unknown, res: unknown, next: () => void) => void;

/** Powerful features the site never uses, refused for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The CSP allows no inline script: the prerender embeds page data as a JSON data block. Inline style
 * attributes stay allowed because framer-motion's server markup uses them. Behind TLS
 * (`secureTransport`), HSTS and upgrade-insecure-requests are switched on (STACK.md).
 */
function helmetOptions(secureTransport: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secureTransport ? [] : null,
      },
    },
    strictTransportSecurity: secureTransport ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet would set, plus Permissions-Policy. */
export function securityHeaders(secureTransport: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(secureTransport))({}, response, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Responses a browser renders or a script reads: pages and the API. Assets, images and fonts go without. */
const PROTECTED_TYPES = /^(text\/html|application\/json)\b/;

async function security(app: FastifyInstance) {
  const headers = securityHeaders(app.config.secureTransport);
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (PROTECTED_TYPES.test(String(reply.getHeader('content-type') ?? ''))) reply.headers(headers);
    // Everything else keeps only this one: a script or style is never sniffed into another type.
    else reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });
}

export default fp(security, { name: 'security', dependencies: ['config'] });
