import { escapeHtml } from './page-meta/head-tags.ts';

/** The entry module Vite writes into the page template, and the modules it imports. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface PageTemplate {
  /** The template without the entry's script and modulepreloads. */
  html: string;
  entry: string;
  /** What the entry imports, to request with it. */
  entryImports: string[];
}

/**
 * The page reads without its code, so no page asks for the code before its first paint (issue 9):
 * Vite's `<script type="module">` and modulepreloads leave the template, and each page names them,
 * with its route's modules, to the boot script (src/boot/boot.ts), which requests them once the
 * first screen has painted.
 */
export function withoutEntryCode(template: string): PageTemplate {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html: no entry <script type="module"> to hand to the boot script');
  const entryImports = [...template.matchAll(ENTRY_PRELOAD)].map(([, href]) => href!);
  return { html: template.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, ''), entry, entryImports };
}

/** The boot script's tag for a page whose route needs `routeModules` beyond the entry's. */
export function bootScriptTag(bootScript: string, template: PageTemplate, routeModules: string[] = []): string {
  const preload = [...new Set([...template.entryImports, ...routeModules])].join(' ');
  return `<script defer src="${bootScript}" data-entry="${escapeHtml(template.entry)}" data-preload="${escapeHtml(preload)}"></script>`;
}
