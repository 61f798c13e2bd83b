import { describe, expect, it } from 'vitest';
import { bootScriptTag, withoutEntryCode } from '../../../scripts/build/code-after-first-paint.ts';

const BOOT = { path: '/assets/boot-E5.js', code: '(function(){document.title="booted"})();' };

/** The head Vite writes into dist/index.html: the entry module and what it imports. */
const VITE_TEMPLATE = `<head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>x</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/paths-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/style-D4.css">
  <link rel="manifest" href="/manifest.webmanifest">
</head>`;

describe('pages ask for their code only through the boot script', () => {
  it('takes the entry and its imports out of the template, keeping the stylesheet', () => {
    const template = withoutEntryCode(VITE_TEMPLATE);
    expect(template.entry).toBe('/assets/index-A1.js');
    expect(template.entryImports).toEqual(['/assets/framework-B2.js', '/assets/paths-C3.js']);
    expect(template.html).not.toMatch(/type="module"|modulepreload/);
    expect(template.html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-D4.css">');
  });

  it('holds the favicon and manifest links back in an inert template, for the boot script to add after the first paint', () => {
    const template = withoutEntryCode(VITE_TEMPLATE);
    expect(template.html).not.toMatch(/rel="manifest"|favicon/);
    // Linking no icon at all, the page would make Chromium ask for /favicon.ico while it loads.
    expect(template.html.match(/<link rel="icon"[^>]*>/g)).toEqual(['<link rel="icon" href="data:,">']);
    expect(template.html).toContain('<title>x</title>');
    const tags = bootScriptTag(BOOT, template);
    expect(tags).toMatch(/<\/script>\s*<template id="after-first-paint"><link rel="icon" href="\/favicon.svg" type="image\/svg\+xml"><link rel="manifest" href="\/manifest.webmanifest"><\/template>$/);
  });

  it("names the entry and every module the page needs, the route's after the entry's, each once", () => {
    const tag = bootScriptTag(BOOT, withoutEntryCode(VITE_TEMPLATE), ['/assets/home-F6.js', '/assets/paths-C3.js']);
    expect(tag.split('\n')[0]).toBe(
      '<script defer src="/assets/boot-E5.js" data-entry="/assets/index-A1.js" data-preload="/assets/framework-B2.js /assets/paths-C3.js /assets/home-F6.js"></script>',
    );
  });

  it('inline, holds the code in a module script (run after parsing, as deferred) naming the same modules, and asks for no file', () => {
    const tag = bootScriptTag(BOOT, withoutEntryCode(VITE_TEMPLATE), ['/assets/home-F6.js'], 'inline');
    expect(tag.split('\n')[0]).toBe(
      '<script type="module" data-entry="/assets/index-A1.js" data-preload="/assets/framework-B2.js /assets/paths-C3.js /assets/home-F6.js">(function(){document.title="booted"})();</script>',
    );
    expect(tag).not.toContain('boot-E5.js');
    expect(tag).toContain('<template id="after-first-paint">');
  });

  it('refuses a template without an entry module, rather than build pages that never go live', () => {
    expect(() => withoutEntryCode('<head></head>')).toThrow(/no entry/);
  });
});
