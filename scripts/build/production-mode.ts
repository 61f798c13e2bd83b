/**
 * Imported first by scripts/build.ts. React picks its development or production build when it is
 * first imported, and this process both imports React Router (the route descriptions) and runs the
 * production SSR bundle for the prerender: one React, in production mode, for both.
 */
process.env.NODE_ENV ??= 'production';
