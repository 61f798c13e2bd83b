/*
 * STACK.md: zod 4 probes `new Function` when it builds an object schema, which the site's strict CSP
 * (script-src 'self') forbids in the browser: a violation on every page that builds one. This runs
 * first (main.tsx, common.ts), before any schema is built, in the browser only.
 *
 * It writes zod's shared config object (`globalThis.__zod_globalConfig`, what `z.config()` writes and
 * every copy of zod reads) instead of importing zod: importing even its config module would put
 * 3.6 KiB gzip of zod into the landing page's entry. The e2e console checks report any CSP
 * violation, so a zod that stops reading this object is caught.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
if (typeof window !== 'undefined') shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });

export {};
