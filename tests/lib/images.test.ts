import { addImageMetadata, collectImageMetadata, isImageSettled, loadAllImageMetadata, PLACEHOLDER_SRC, resolveImage } from '../../src/lib/images.ts';

addImageMetadata({ 'test/logo': { alt: 'Logo', width: 640, height: 640, widths: [160, 640] } });


describe('resolveImage', () => {
  it('returns the manifest entry for a known id', () => {
    expect(resolveImage('test/logo')).toEqual({
      alt: 'Logo',
      width: 640,
      height: 640,
      src: '/images/test/logo-640.webp',
      avif: '/images/test/logo-160.avif 160w, /images/test/logo-640.avif 640w',
      webp: '/images/test/logo-160.webp 160w, /images/test/logo-640.webp 640w',
    });
  });

  it('returns a decorative placeholder for an unknown id', () => {
    expect(resolveImage('no/such-image')).toMatchObject({ alt: '', src: PLACEHOLDER_SRC, avif: '', webp: '' });
    expect(PLACEHOLDER_SRC).toBe('/placeholder.svg');
  });

  it('does not treat object prototype names as ids', () => {
    expect(resolveImage('constructor').src).toBe(PLACEHOLDER_SRC);
  });

  it('gives a server render the metadata of exactly the images it drew, for the page to embed', () => {
    const { result, images } = collectImageMetadata(() => [resolveImage('test/logo').src, resolveImage('no/such-image').src].join(' '));
    expect(result).toBe('/images/test/logo-640.webp /placeholder.svg');
    expect(images).toEqual({ 'test/logo': { alt: 'Logo', width: 640, height: 640, widths: [160, 640] } });
  });

  it('keeps an id the page does not know unsettled until the whole site metadata has loaded', async () => {
    expect(isImageSettled('test/logo')).toBe(true);
    expect(isImageSettled('brand/hero')).toBe(false);
    expect(isImageSettled('no/such-image')).toBe(false);
    await loadAllImageMetadata();
    expect(resolveImage('brand/hero')).toMatchObject({ width: 1600, height: 1000, src: '/images/brand/hero-1600.webp' });
    expect(isImageSettled('no/such-image')).toBe(true);
  });
});
