/** What a built page asks for before its first paint, read from its HTML head. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';

export interface PageAssets {
  /** Requests the browser must finish before it paints: stylesheets and classic synchronous scripts. */
  renderBlocking: string[];
  /** The JS a page runs to become interactive: its scripts, modulepreloads and what the boot script requests. */
  scripts: string[];
  stylesheets: string[];
  /** `<link rel="preload">` targets, by their `as`. */
  preloads: Array<{ href: string; as: string }>;
  /** CSS inlined in `<style>` elements. */
  inlineCss: string;
  /** Every character of the page's text, for the fonts it needs. */
  text: string;
  /** Duplicated `<link>`s (same rel and href). */
  duplicateLinks: string[];
}

/** What the boot script (src/boot/boot.ts) requests after the first paint: the entry and its preloads. */
export function bootRequests(document: Document): string[] {
  const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
  if (!boot) return [];
  return [boot.dataset.entry!, ...(boot.dataset.preload ?? '').split(' ').filter(Boolean)];
}

export function builtPageFile(distDir: string, route: string): string {
  return join(distDir, route.replace(/^\/|\/$/g, ''), 'index.html');
}

const local = (href: string) => href.replace(/^\//, '');

export function readPageAssets(distDir: string, route: string): PageAssets {
  const { document } = new JSDOM(readFileSync(builtPageFile(distDir, route), 'utf8')).window;
  const links = [...document.querySelectorAll('link')];
  const stylesheets = links
    .filter((l) => l.rel === 'stylesheet' && !l.disabled && (!l.media || l.media === 'all'))
    .map((l) => local(l.getAttribute('href')!));
  const classic = [...document.head.querySelectorAll('script[src]')].filter(
    (s) => s.getAttribute('type') !== 'module' && !s.hasAttribute('async') && !s.hasAttribute('defer'),
  );
  const seen = new Set<string>();
  const duplicateLinks = links
    .map((l) => `${l.rel} ${l.getAttribute('href')}`)
    .filter((key) => (seen.has(key) ? true : (seen.add(key), false)));
  return {
    renderBlocking: [...stylesheets, ...classic.map((s) => local(s.getAttribute('src')!))],
    scripts: [
      ...[...document.querySelectorAll('script[src]')].map((s) => local(s.getAttribute('src')!)),
      ...links.filter((l) => l.rel === 'modulepreload').map((l) => local(l.getAttribute('href')!)),
      ...bootRequests(document).map(local),
    ],
    stylesheets,
    preloads: links.filter((l) => l.rel === 'preload').map((l) => ({ href: local(l.getAttribute('href')!), as: l.getAttribute('as') ?? '' })),
    inlineCss: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
    text: document.body.textContent ?? '',
    duplicateLinks,
  };
}
