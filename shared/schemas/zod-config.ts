import { z } from 'zod';

/*
 * STACK.md: zod 4 probes `new Function` when it builds an object schema, which the site's strict CSP
 * (script-src 'self') forbids in the browser: a violation on every page that builds one. Imported
 * first (main.tsx, common.ts), before any schema is built, in the browser only.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
