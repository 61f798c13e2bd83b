import { JSDOM } from 'jsdom';
import { headTags } from '../../../scripts/build/page-meta/head-tags.ts';

const headOf = (tags: string[]) => new JSDOM(`<!doctype html><head>${tags.join('')}</head>`).window.document;
const base = {
  seo: { title: 'Bali & beyond', description: 'Rice terraces, "temples" <and> beaches.' },
  path: '/destinations/bali',
  siteUrl: 'https://www.example.com',
  title: 'Bali & beyond · Taleweave Journeys',
  siteName: 'Taleweave Journeys',
  image: { url: '/social/destinations/bali/hero.jpg', alt: 'Terraces at dawn' },
  type: 'website' as const,
};

describe('head tags of a prerendered page', () => {
  it('give an absolute canonical and og:url, and escape what content says', () => {
    const doc = headOf(headTags(base));
    expect(doc.title).toBe('Bali & beyond · Taleweave Journeys');
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://www.example.com/destinations/bali');
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://www.example.com/destinations/bali');
    expect(doc.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Rice terraces, "temples" <and> beaches.');
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://www.example.com/social/destinations/bali/hero.jpg');
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    expect(doc.querySelector('meta[name=robots]')).toBeNull();
  });

  it('point /home at its canonical /, mark noindex pages, and name no canonical for 404.html', () => {
    expect(headOf(headTags({ ...base, path: '/home', seo: { ...base.seo, canonicalPath: '/' } })).querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://www.example.com/');
    expect(headOf(headTags({ ...base, seo: { ...base.seo, noindex: true } })).querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(headOf(headTags({ ...base, canonical: false })).querySelector('link[rel=canonical]')).toBeNull();
  });

  it('write JSON-LD that no string in it can close', () => {
    const doc = headOf(headTags({ ...base, structuredData: [{ '@type': 'Thing', name: '</script><b>x' }] }));
    const blocks = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]!.textContent!)).toEqual({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: '</script><b>x' }] });
  });
});
