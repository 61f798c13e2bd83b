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

  it('lists only the widths a browser could pick at the size the image is drawn', () => {
    expect(resolveImage('test/logo', true, '44px')).toMatchObject({
      src: '/images/test/logo-160.webp',
      avif: '/images/test/logo-160.avif 160w',
      webp: '/images/test/logo-160.webp 160w',
    });
    expect(resolveImage('test/logo', true, '100vw').webp).toBe('/images/test/logo-160.webp 160w, /images/test/logo-640.webp 640w');
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

describe('alt text in a page’s embedded metadata', () => {
  // A fresh copy of the module: the page's own entries only, the site's metadata not loaded yet.
  const freshImages = async () => {
    vi.resetModules();
    return import('../../src/lib/images.ts');
  };

  it('is embedded only for images the page draws with it', async () => {
    const images = await freshImages();
    images.addImageMetadata({
      'test/logo': { alt: 'Logo', width: 640, height: 640, widths: [160, 640] },
      'test/pattern': { alt: 'A lattice of gold diamonds', width: 1600, height: 1000, widths: [480, 1600] },
    });
    const { images: embedded } = images.collectImageMetadata(() => {
      images.resolveImage('test/logo');
      images.resolveImage('test/pattern', false); // drawn as decoration
    });
    expect(embedded).toEqual({
      'test/logo': { alt: 'Logo', width: 640, height: 640, widths: [160, 640] },
      'test/pattern': { width: 1600, height: 1000, widths: [480, 1600] },
    });
    // Drawn once as decoration and once with its words: the words are embedded.
    const { images: both } = images.collectImageMetadata(() => {
      images.resolveImage('test/pattern', false);
      images.resolveImage('test/pattern');
    });
    expect(both['test/pattern']?.alt).toBe('A lattice of gold diamonds');
  });

  it('is waited for when a later page draws with words an image the first page drew as decoration', async () => {
    const images = await freshImages();
    images.addImageMetadata({ 'brand/hero': { width: 1600, height: 1000, widths: [480, 768, 960, 1280, 1600] } });
    expect(images.isImageSettled('brand/hero')).toBe(true); // as decoration: ready now
    expect(images.isImageSettled('brand/hero', true)).toBe(false);
    expect(images.resolveImage('brand/hero').alt).toBe(''); // never undefined: an <img> always has alt
    await images.loadAllImageMetadata();
    expect(images.isImageSettled('brand/hero', true)).toBe(true);
    expect(images.resolveImage('brand/hero').alt).toMatch(/\w{3,}/);
  });
});
