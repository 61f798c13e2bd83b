// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ResponsiveImage } from '../../../src/components/image/responsive-image.tsx';

import { addImageMetadata } from '../../../src/lib/images.ts';

// The site's metadata is loaded by tests/support/setup.ts; this entry replaces the catalog's own.
addImageMetadata({ 'destinations/dubai/hero': { alt: 'Dubai skyline at dusk', width: 1600, height: 1000, widths: [480, 1600] } });

const hero = 'destinations/dubai/hero';

describe('ResponsiveImage', () => {
  it('offers AVIF and WebP sources with sizes, and an img with intrinsic size and the catalog alt', () => {
    const { container, getByRole } = render(<ResponsiveImage image={hero} sizes="50vw" />);
    const avif = container.querySelector('source[type="image/avif"]')!;
    const webp = container.querySelector('source[type="image/webp"]')!;
    expect(avif.getAttribute('srcset')).toContain('hero-480.avif 480w');
    expect(avif.getAttribute('sizes')).toBe('50vw');
    expect(webp.getAttribute('srcset')).toContain('hero-1600.webp 1600w');
    const img = getByRole('img', { name: 'Dubai skyline at dusk' });
    expect(img).toHaveAttribute('src', '/images/destinations/dubai/hero-1600.webp');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('lists only the widths a browser could pick for a small fixed-size image', () => {
    const { container } = render(<ResponsiveImage image={hero} sizes="120px" />);
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', '/images/destinations/dubai/hero-480.avif 480w');
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', '/images/destinations/dubai/hero-480.webp 480w');
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/destinations/dubai/hero-480.webp');
  });

  it('loads priority images eagerly with high fetch priority and honours an alt override', () => {
    const { container } = render(<ResponsiveImage image={hero} priority alt="" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');
  });

  it('asks for a secondary first-screen image (a logo, a carousel card) at low priority, still lazily', () => {
    const { container } = render(<ResponsiveImage image={hero} secondary />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'low');
    expect(img).toHaveAttribute('loading', 'lazy');
  });


  it('falls back to the placeholder image when the image fails to load (spec §8)', () => {
    const { container } = render(<ResponsiveImage image={hero} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(container.querySelector('img')).toHaveAttribute('src', '/placeholder.svg');
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Dubai skyline at dusk');
  });

  it('falls back when the image had already failed before hydration', async () => {
    const html = renderToString(<ResponsiveImage image={hero} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const img = container.querySelector('img')!;
    // a broken image: loading finished, nothing decoded, and no React handler saw the error
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <ResponsiveImage image={hero} />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('img')).toHaveAttribute('src', '/placeholder.svg');
  });

  it('renders the same markup on the server and the client', async () => {
    const html = renderToString(<ResponsiveImage image={hero} sizes="100vw" cover className="hero" />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <ResponsiveImage image={hero} sizes="100vw" cover className="hero" />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(container.innerHTML).toBe(server.innerHTML);
  });

  describe('held until the first screen has painted (afterFirstPaint)', () => {
    const card = <ResponsiveImage image={hero} sizes="154px" alt="" cover secondary afterFirstPaint />;

    /** What boot.ts does once the first screen has painted: each held picture takes its <noscript>'s place. */
    function bootShowsHeldPictures(page: HTMLElement) {
      for (const held of page.querySelectorAll('noscript[data-held]')) {
        const parsed = document.createElement('template');
        parsed.innerHTML = held.textContent ?? '';
        held.replaceWith(parsed.content);
      }
    }

    it('prerenders no file to load: the whole picture inside a <noscript>, text to a browser running scripts', () => {
      const page = document.createElement('div');
      page.innerHTML = renderToString(card);
      // jsdom parses <noscript> as a browser running scripts does: as text, so no element asks for a file
      expect(page.querySelectorAll('picture, source, img')).toHaveLength(0);
      const held = page.querySelector('noscript[data-held]')!;
      expect(held.textContent).toContain('srcSet="/images/destinations/dubai/hero-480.avif 480w"');
      expect(held.textContent).toContain('src="/images/destinations/dubai/hero-480.webp"');
      // without JavaScript, the same markup is the picture itself
      const noScript = document.createElement('template');
      noScript.innerHTML = held.textContent ?? '';
      expect(noScript.content.querySelector('picture source[type="image/avif"]')?.getAttribute('srcset')).toBe('/images/destinations/dubai/hero-480.avif 480w');
      expect(noScript.content.querySelector('picture img')?.getAttribute('loading')).toBe('lazy');
    });

    it('hydrates over the picture the boot script put in place, and a later render keeps it', async () => {
      const page = document.createElement('div');
      page.innerHTML = renderToString(card);
      bootShowsHeldPictures(page);
      const img = page.querySelector('img')!;
      expect(img).toHaveAttribute('src', '/images/destinations/dubai/hero-480.webp');
      window.__taleweaveBoot = { takeHeldClicks: () => [], codeRequested: Promise.resolve() };
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      let root!: ReturnType<typeof hydrateRoot>;
      try {
        await act(async () => {
          root = hydrateRoot(page, card);
        });
      } finally {
        delete window.__taleweaveBoot;
      }
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      expect(page.querySelector('img')).toBe(img);
      expect(img).toHaveAttribute('src', '/images/destinations/dubai/hero-480.webp');

      await act(async () => root.render(<ResponsiveImage image={hero} sizes="154px" alt="" cover secondary afterFirstPaint className="moved" />));
      expect(page.querySelector('img')).toBe(img);
      expect(page.querySelector('picture')).toHaveClass('moved');
      expect(page.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', '/images/destinations/dubai/hero-480.avif 480w');
      expect(page.querySelectorAll('noscript')).toHaveLength(0);
    });

    it('is shown at once where the app draws it itself (a client-side navigation)', () => {
      const { container } = render(card);
      expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', '/images/destinations/dubai/hero-480.webp 480w');
      expect(container.querySelector('img')).toHaveAttribute('src', '/images/destinations/dubai/hero-480.webp');
      expect(container.querySelectorAll('noscript')).toHaveLength(0);
    });
  });

  it('does not render again when metadata for other images arrives (the site-wide load after hydration)', () => {
    const onRender = vi.fn();
    const { container } = render(
      <Profiler id="picture" onRender={onRender}>
        <ResponsiveImage image={hero} />
      </Profiler>,
    );
    const renders = onRender.mock.calls.length;
    act(() => addImageMetadata({ 'destinations/bali/hero': { alt: 'Rice terraces', width: 1600, height: 1000, widths: [480, 1600] } }, true));
    expect(onRender.mock.calls.length).toBe(renders);
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Dubai skyline at dusk');
  });

  it('shows the placeholder, marked decorative, for an id the manifest does not know', () => {
    const { container } = render(<ResponsiveImage image="nowhere/at-all" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/placeholder.svg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelectorAll('source')).toHaveLength(0);
  });
});
