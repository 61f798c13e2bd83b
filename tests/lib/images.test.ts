import { PLACEHOLDER_SRC, resolveImage } from '../../src/lib/images.ts';

vi.mock('virtual:content/images', () => ({
  default: {
    'brand/logo': { alt: 'Logo', width: 640, height: 640, widths: [160, 640] },
  },
}));

describe('resolveImage', () => {
  it('returns the manifest entry for a known id', () => {
    expect(resolveImage('brand/logo')).toEqual({
      alt: 'Logo',
      width: 640,
      height: 640,
      src: '/images/brand/logo-640.webp',
      avif: '/images/brand/logo-160.avif 160w, /images/brand/logo-640.avif 640w',
      webp: '/images/brand/logo-160.webp 160w, /images/brand/logo-640.webp 640w',
    });
  });

  it('returns a decorative placeholder for an unknown id', () => {
    expect(resolveImage('no/such-image')).toMatchObject({ alt: '', src: PLACEHOLDER_SRC, avif: '', webp: '' });
    expect(PLACEHOLDER_SRC).toBe('/placeholder.svg');
  });

  it('does not treat object prototype names as ids', () => {
    expect(resolveImage('constructor').src).toBe(PLACEHOLDER_SRC);
  });
});
