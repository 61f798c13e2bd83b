import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontPreloads } from '../../../scripts/build/font-preloads.ts';
import { covers, parseFontFaces } from '../../../scripts/bench/fonts.ts';

const css = readFileSync(resolve(import.meta.dirname, '../../../src/styles/fonts.css'), 'utf8');
const RUPEE = 0x20b9;

describe('the fonts a page preloads', () => {
  it('on the landing page: the hero title face (Cormorant Garamond 500), the header face (600) and the body face, Latin only', () => {
    expect(fontPreloads(css, '/')).toEqual([
      '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
      '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ]);
  });

  it('on any other page: the heading face in 600 and the body face', () => {
    expect(fontPreloads(css, '/cancellation-policy')).toEqual([
      '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ]);
  });

  it('are faces that never swap once the page has painted (font-display: optional)', () => {
    const preloaded = new Set(fontPreloads(css, '/'));
    expect(parseFontFaces(css).filter((face) => preloaded.has(face.file)).map((face) => face.display)).toEqual(['optional', 'optional', 'optional']);
  });

  it('no face claims ₹, so a price does not download a Latin Extended file', () => {
    expect(parseFontFaces(css).filter((face) => covers(face, RUPEE))).toEqual([]);
  });
});
