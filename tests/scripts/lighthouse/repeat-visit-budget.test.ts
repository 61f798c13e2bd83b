import { describe, expect, it } from 'vitest';
import { isForbiddenOnRepeat } from '../../../scripts/lighthouse/repeat-visit.ts';

describe('what a repeat visit may fetch from the network (issue 9)', () => {
  const seen = new Set(['/images/brand/hero-960.avif', '/assets/index-abc.js']);

  it('never app code, styles, fonts or icons, seen or not', () => {
    for (const path of ['/assets/index-abc.js', '/assets/home-xyz.js', '/assets/style-1.css', '/assets/cormorant-garamond-site-600-normal.woff2', '/icons/icon-192.png', '/favicon.svg', '/favicon.ico']) {
      expect(isForbiddenOnRepeat(path, seen), path).toBe(true);
    }
  });

  it('not an image the first visit already loaded', () => {
    expect(isForbiddenOnRepeat('/images/brand/hero-960.avif', seen)).toBe(true);
  });

  it('an image the first visit never reached (a lazy picture further down), and pages and API answers', () => {
    expect(isForbiddenOnRepeat('/images/destinations/dubai/card-960.avif', seen)).toBe(false);
    expect(isForbiddenOnRepeat('/destinations/bali', seen)).toBe(false);
    expect(isForbiddenOnRepeat('/api/page/bali', seen)).toBe(false);
  });
});
