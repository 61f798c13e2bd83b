import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { inlineScriptHashes } from './inline-script-hashes.ts';

// The helmet that @fastify/helmet itself uses. @fastify/helmet builds helmet's middleware again on
// every request and on every response (assets included); the options here are fixed, so the headers
// are computed once at start and set on the responses that need them.
const helmet = createRequire(import.meta.resolve('@fastify/helmet'))('helmet') as (options: HelmetOptions) => (req: unknown, res: unknown, next: () => void) => void;

/** Powerful features the site never uses, refused for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The CSP allows no inline script but the build's own boot script, by its hash (`scriptHashes`:
 * inline-script-hashes.ts); the prerender embeds page data as a JSON data block. Inline style
 * attributes stay allowed because framer-motion's server markup uses them. Behind TLS
 * (`secureTransport`), HSTS and upgrade-insecure-requests are switched on (STACK.md).
 *
 * Every byte of these headers travels with every page, and a page, headers included, must fit in
 * TCP's first congestion window (14,600 bytes) or slow 4G waits a round trip more for it (issue 9,
 * `npm run bench`). So: no directive that only repeats `default-src`, and none of helmet's headers
 * for browsers long gone (IE8's X-Download-Options, Flash's X-Permitted-Cross-Domain-Policies, the
 * removed XSS auditor's X-XSS-Protection, X-DNS-Prefetch-Control) or that repeat today's default
 * (Origin-Agent-Cluster). X-Frame-Options stays for browsers without `frame-ancestors`, saying the same.
 */
function helmetOptions(secureTransport: boolean, scriptHashes: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        scriptSrc: scriptHashes.length ? ["'self'", ...scriptHashes] : null,
        defaultSrc: ["'self'"], // scripts, fonts, fetches, the worker and the manifest: this origin only
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secureTransport ? [] : null,
      },
    },
    strictTransportSecurity: secureTransport ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' }, // as frame-ancestors 'none'
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** The headers helmet would set, plus Permissions-Policy. */
export function securityHeaders(secureTransport: boolean, scriptHashes: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(secureTransport, scriptHashes))({}, response, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Responses a browser renders or a script reads: pages and the API. Assets, images and fonts go without. */
const PROTECTED_TYPES = /^(text\/html|application\/json)\b/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every page and API answer carries (routes that write their own headers add them). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** The header a response without them still carries: a script or style is never sniffed into another type. */
export const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

async function security(app: FastifyInstance) {
  // A server without a build (the API alone) inlines nothing.
  const headers = securityHeaders(app.config.secureTransport, app.config.distDir ? inlineScriptHashes(app.config.distDir) : []);
  app.decorate('securityHeaders', headers);
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (PROTECTED_TYPES.test(String(reply.getHeader('content-type') ?? ''))) reply.headers(headers);
    else reply.headers(NOSNIFF);
    done(null, payload);
  });
}

export default fp(security, { name: 'security', dependencies: ['config'] });
