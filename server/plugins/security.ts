import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Baseline security headers. The CSP allows no inline script: the prerender embeds page data as a
 * JSON data block. Inline style attributes stay allowed because framer-motion's server markup uses them.
 * Behind TLS (`secureTransport`), HSTS and upgrade-insecure-requests are switched on (STACK.md).
 */
async function security(app: FastifyInstance) {
  const { secureTransport } = app.config;
  await app.register(helmet, {
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
  });
}

export default fp(security, { name: 'security', dependencies: ['config'] });
