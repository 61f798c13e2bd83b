// A module (for top-level await): DOM matchers and cleanup only where a test runs in jsdom.
export {};

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { installDialogPolyfill } = await import('./dialog-polyfill.ts');
  installDialogPolyfill();
  const { installMatchMedia } = await import('./viewport.ts');
  installMatchMedia();
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Each test is a new tab: what a page kept for its visit (useEntryState) does not carry over.
  afterEach(() => window.sessionStorage.clear());
  // findBy… waits up to 5 s: the machine is shared, and a busy core must not fail a correct page.
  configure({ asyncUtilTimeout: 5000 });
  // Components draw images from the site's metadata, which the browser loads after its page's own.
  const { loadAllImageMetadata } = await import('../../src/lib/images.ts');
  await loadAllImageMetadata();
  // The browser loads DOMPurify when a page first needs it; components rendered here need it at once.
  const { loadSanitizer } = await import('../../src/lib/sanitize.ts');
  await loadSanitizer();
}
