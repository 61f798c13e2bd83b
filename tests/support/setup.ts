// A module (for top-level await): DOM matchers and cleanup only where a test runs in jsdom.
export {};

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Components draw images from the site's metadata, which the browser loads after its page's own.
  const { loadAllImageMetadata } = await import('../../src/lib/images.ts');
  await loadAllImageMetadata();
}
