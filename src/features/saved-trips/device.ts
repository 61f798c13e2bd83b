import type { Device } from '../../lib/srcset-choice.ts';
import { parseSrcset } from '../../lib/srcset-choice.ts';
import { resolveImage } from '../../lib/images.ts';
import { site } from '../../lib/content.ts';

let avifSupport: Promise<boolean> | undefined;

/** Whether this browser decodes AVIF: it decodes the smallest AVIF of the logo (already on screen). */
function supportsAvif(): Promise<boolean> {
  const smallest = parseSrcset(resolveImage(site.logo).avif)[0]?.url;
  if (!smallest) return Promise.resolve(false);
  avifSupport ??= new Promise<boolean>((resolve) => {
    const img = new Image();
    img.src = smallest;
    img.decode().then(() => resolve(img.naturalWidth > 0), () => resolve(false));
  });
  return avifSupport;
}

/** This device as the browser's image choice sees it: viewport width, pixel ratio, AVIF. */
export async function currentDevice(): Promise<Device> {
  return { viewportWidth: window.innerWidth, dpr: window.devicePixelRatio || 1, avif: await supportsAvif() };
}
