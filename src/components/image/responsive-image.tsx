import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isImageSettled, loadAllImageMetadata, PLACEHOLDER_SRC, resolveImage, subscribeToImageMetadata } from '../../lib/images.ts';
import { useRenderIsHydrating } from '../../hooks/use-browser-value.ts';
import { HELD_PICTURE_KEY } from '../../boot/boot-handoff.ts';
import * as styles from './responsive-image.css.ts';

export interface ResponsiveImageProps {
  /** Image id from the catalog, e.g. `destinations/dubai/hero`. */
  image: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes?: string;
  /** Overrides the catalog's alt text (`""` marks the image decorative here). */
  alt?: string;
  /** Above-the-fold images (heroes): load eagerly with high fetch priority. */
  priority?: boolean;
  /**
   * On the first screen but not what the reader came for (the logo, the hero's carousel cards): low
   * fetch priority, so on a slow connection the stylesheet, the fonts and the hero come first
   * (Chromium otherwise raises an image it finds on screen to high).
   */
  secondary?: boolean;
  /**
   * Not needed for the first screen, though the browser would fetch it with it (the logo and the
   * landing hero's carousel cards, on it; a lazy picture within Chromium's lazy-loading distance):
   * the prerendered picture gets its files only once the first screen has painted, from the boot
   * script (boot.ts), so on a slow phone it does not share the connection with the stylesheet, fonts
   * and hero (issue 9). Without JavaScript, a `<noscript>` copy shows it.
   */
  afterFirstPaint?: boolean;
  className?: string;
  /** Fill the nearest positioned ancestor with `object-fit: cover` (full-bleed backgrounds). */
  cover?: boolean;
}

/**
 * A <picture> with AVIF and WebP sources and intrinsic width and height (no layout shift). spec §8: if the image fails to load, the placeholder image is shown.
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  alt,
  priority = false,
  secondary = false,
  afterFirstPaint = false,
  className,
  cover = false,
}: ResponsiveImageProps) {
  // Re-renders when this image's metadata arrives: a page reached by a client-side navigation may
  // draw an image its first page did not embed, before the whole site's metadata has loaded. Only
  // an image still waiting re-renders: when the site's metadata arrived (idle, after hydration),
  // every picture of a destination page re-rendering was one long task of 90–130 ms at 4× CPU (issue 9).
  const drawsAlt = alt === undefined;
  const isSettled = () => isImageSettled(image, drawsAlt);
  const settled = useSyncExternalStore(subscribeToImageMetadata, isSettled, isSettled);
  useEffect(() => {
    if (!settled) void loadAllImageMetadata();
  }, [settled]);
  const resolved = resolveImage(image, drawsAlt, sizes);
  // keyed by source, so a new `image` starts fresh without a reset effect
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const failed = failedSrc === resolved.src;
  // Held in the prerender: the picture is written inside a <noscript data-held>, which a browser
  // running scripts parses as text, so nothing is fetched (a stand-in file would still be a request,
  // and Lighthouse's model shares the connection with it). Hydrating, the page already has the
  // picture where the boot script ran: it put it in place of the <noscript> before it asked for the
  // code (boot.ts), so the render matches the page as it is. Without JavaScript the <noscript> shows it.
  const held = useRenderIsHydrating() && afterFirstPaint;
  const given = !held || (typeof window !== 'undefined' && window.__taleweaveBoot !== undefined);
  const pictureClass = [cover ? styles.cover : styles.root, className].filter(Boolean).join(' ');

  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete) return;
    // an error that happened before hydration fired no React handler
    if (img.naturalWidth === 0) setFailedSrc(resolved.src);
  }, [resolved.src]);

  const picture = (
    <picture className={pictureClass}>
      {!failed && resolved.avif && <source type="image/avif" srcSet={resolved.avif} sizes={sizes} />}
      {!failed && resolved.webp && <source type="image/webp" srcSet={resolved.webp} sizes={sizes} />}
      <img
        ref={imgRef}
        className={styles.media}
        src={failed ? PLACEHOLDER_SRC : resolved.src}
        width={resolved.width}
        height={resolved.height}
        alt={alt ?? resolved.alt}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : secondary ? 'low' : undefined}
        onError={() => setFailedSrc(resolved.src)}
      />
    </picture>
  );
  return given ? picture : <noscript {...{ [`data-${HELD_PICTURE_KEY}`]: '' }}>{picture}</noscript>;
}
