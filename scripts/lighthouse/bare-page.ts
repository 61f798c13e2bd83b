/**
 * The reference a page is measured against (issue 9): a bare HTML page with the same hero image and
 * heading, no CSS files, no scripts, no fonts and no favicon, served by the same server from a folder the site
 * never links to and the worker never precaches.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';

export const BARE_PREFIX = '/__bare__';

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const STYLE = [
  'html,body{margin:0;background:#0f2a33;color:#fff;font-family:system-ui,sans-serif}',
  '.hero{position:relative;min-height:100vh;overflow:hidden}',
  '.hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}',
  'h1{position:relative;margin:0;padding:40vh 1.5rem 0;font-size:2.5rem}',
].join('');

/** The page's LCP candidates as the site renders them: the high-priority picture and the h1. */
function heroOf(html: string, route: string): { picture: string; heading: string } {
  const { document } = new JSDOM(html).window;
  const img = document.querySelector('img[fetchpriority="high"]') ?? document.querySelector('picture img');
  if (!img) throw new Error(`${route}: no hero image in the built page`);
  const picture = img.closest('picture') ?? img;
  const heading = document.querySelector('h1')?.textContent?.trim();
  if (!heading) throw new Error(`${route}: no h1 in the built page`);
  return { picture: picture.outerHTML, heading };
}

function builtFile(distDir: string, route: string): string {
  return join(distDir, route.replace(/^\/|\/$/g, ''), 'index.html');
}

/** Writes `${BARE_PREFIX}${route}/index.html` for each route; returns the bare URL path per route. */
export function writeBarePages(distDir: string, routes: string[]): Map<string, string> {
  const written = new Map<string, string>();
  for (const route of routes) {
    const { picture, heading } = heroOf(readFileSync(builtFile(distDir, route), 'utf8'), route);
    const bare = `${BARE_PREFIX}${route === '/' ? '/' : route}`;
    const file = builtFile(distDir, bare);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(
      file,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Bare reference: ${escapeText(heading)}</title><meta name="description" content="A bare page to measure against.">` +
        // No favicon request either: without an icon link, Chromium asks for /favicon.ico while the page loads.
        `<link rel="icon" href="data:,">` +
        `<style>${STYLE}</style></head><body><main class="hero">${picture}<h1>${escapeText(heading)}</h1></main></body></html>`,
    );
    written.set(route, bare);
  }
  return written;
}

export function removeBarePages(distDir: string): void {
  rmSync(join(distDir, BARE_PREFIX.slice(1)), { recursive: true, force: true });
}
