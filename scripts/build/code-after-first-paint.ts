import { AFTER_FIRST_PAINT_ID } from '../../src/boot/boot-handoff.ts';
import { escapeHtml } from './page-meta/head-tags.ts';
import type { BootScript } from './boot-script.ts';

/** The entry module Vite writes into the page template, and the modules it imports. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/**
 * Head links no first screen needs: the favicon (index.html) and the web app manifest
 * (pwa-plugins.ts). Linked in the markup, Chromium fetches them, and a manifest icon, while the page
 * loads; on slow 4G they shared the connection with the stylesheet, font and hero.
 */
const LINKS_AFTER_FIRST_PAINT = /\s*(<link rel="(?:icon|manifest)"[^>]*>)/g;
/**
 * Stands in for the favicon until then: a page that links no icon makes Chromium ask for
 * /favicon.ico while it loads, the very request the favicon's link was held back from.
 */
export const ICON_STAND_IN = '<link rel="icon" href="data:,">';

export interface PageTemplate {
  /** The template without the entry's script and modulepreloads, nor the links after first paint. */
  html: string;
  entry: string;
  /** What the entry imports, to request with it. */
  entryImports: string[];
  /** The links the boot script adds once the first screen has painted. */
  linksAfterFirstPaint: string[];
}

/**
 * The page reads without its code, so no page asks for the code before its first paint (issue 9):
 * Vite's `<script type="module">` and modulepreloads leave the template, and each page names them,
 * with its route's modules, to the boot script (src/boot/boot.ts), which requests them once the
 * first screen has painted. The favicon's and manifest's links wait for the same moment; an empty
 * icon stands in for the favicon, and the boot script swaps it for the real one.
 */
export function withoutEntryCode(template: string): PageTemplate {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html: no entry <script type="module"> to hand to the boot script');
  const entryImports = [...template.matchAll(ENTRY_PRELOAD)].map(([, href]) => href!);
  const linksAfterFirstPaint = [...template.matchAll(LINKS_AFTER_FIRST_PAINT)].map(([, link]) => link!.replace(/\s*\/>$/, '>'));
  const html = template
    .replace(ENTRY_SCRIPT, '')
    .replace(ENTRY_PRELOAD, '')
    .replace(LINKS_AFTER_FIRST_PAINT, (held: string, link: string) => (link.startsWith('<link rel="icon"') ? held.replace(link, ICON_STAND_IN) : ''));
  return { html, entry, entryImports, linksAfterFirstPaint };
}

/**
 * How a page carries the boot script: `file` asks for /assets/boot-<hash>.js (deferred), `inline`
 * holds its code in a module script (run after parsing, as a deferred one is) and spares the page
 * that request before its first paint (inline-boot.ts chooses).
 */
export type BootScriptForm = 'file' | 'inline';

/**
 * The boot script's tag for a page whose route needs `routeModules` beyond the entry's, and the
 * template holding the links it adds after the first paint (inert until then: nothing is fetched).
 */
export function bootScriptTag(boot: BootScript, template: PageTemplate, routeModules: string[] = [], form: BootScriptForm = 'file'): string {
  const preload = [...new Set([...template.entryImports, ...routeModules])].join(' ');
  const names = `data-entry="${escapeHtml(template.entry)}" data-preload="${escapeHtml(preload)}"`;
  const script = form === 'inline' ? `<script type="module" ${names}>${boot.code}</script>` : `<script defer src="${boot.path}" ${names}></script>`;
  const links = template.linksAfterFirstPaint.join('');
  return links ? `${script}\n    <template id="${AFTER_FIRST_PAINT_ID}">${links}</template>` : script;
}
