/** Where `npm run serve` listens when PORT and HOST are not set (server/server.ts). */
export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';

/**
 * The public origin written into canonical links, og:url, the sitemap and robots.txt. SITE_URL wins
 * (the deployed address, e.g. `https://www.example.com`); without it, the origin `npm start` serves
 * on with the same PORT and HOST, so a local build's absolute links lead back to the local server.
 * The build writes it into the pages (they are static and precompressed), so it is a build setting.
 */
export function siteUrlFrom(env: Record<string, string | undefined>): string {
  const explicit = env.SITE_URL?.trim();
  if (explicit) return new URL(explicit).origin;
  const host = env.HOST && !['0.0.0.0', '::'].includes(env.HOST) ? env.HOST : DEFAULT_HOST;
  const port = Number(env.PORT ?? DEFAULT_PORT);
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
}
