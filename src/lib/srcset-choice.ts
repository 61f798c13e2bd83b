/**
 * Which candidate of a `srcset` this browser downloads, so a trip saved for offline holds the very
 * files its pages will ask for (issue 7). Mirrors Chromium's choice (html_srcset_parser.cc,
 * SelectionLogic) and the `sizes` rules the site uses; e2e/saved-trip.spec.ts checks it against the
 * browser's own `currentSrc`. A device that disagrees still gets a saved size: the worker answers
 * with the nearest saved width of the same picture. The same rules decide which widths a picture
 * lists at all (usefulWidths, used by images.ts).
 */

export interface Device {
  /** CSS pixels (window.innerWidth). */
  viewportWidth: number;
  /** window.devicePixelRatio. */
  dpr: number;
  /** Whether the browser decodes AVIF (else the WebP <source> is used). */
  avif: boolean;
}

export interface SrcsetCandidate {
  url: string;
  width: number;
}

const ROOT_FONT_PX = 16;

function lengthInPx(value: number, unit: string, viewportWidth: number): number | null {
  if (unit === 'px') return value;
  if (unit === 'vw') return (value * viewportWidth) / 100;
  if (unit === 'rem' || unit === 'em') return value * ROOT_FONT_PX;
  return null;
}

/** `(min-width: 1024px)`, `(max-width: 767px)` and their `and` combinations; null if not understood. */
function conditionHolds(condition: string, viewportWidth: number): boolean | null {
  const parts = condition.split(/\s+and\s+/i).map((part) => /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|rem|em)\s*\)$/i.exec(part.trim()));
  if (parts.some((part) => !part)) return null;
  return parts.every((part) => {
    const limit = lengthInPx(Number(part![2]), part![3]!.toLowerCase(), viewportWidth)!;
    return part![1]!.toLowerCase() === 'min' ? viewportWidth >= limit : viewportWidth <= limit;
  });
}

/** The width in CSS px that `sizes` gives the image at `viewportWidth` (no match, or nothing valid: 100vw). */
export function slotWidth(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const parsed = /^(?:(.*\))\s+)?([\d.]+)(px|vw|rem|em)$/i.exec(entry);
    if (!parsed) continue; // an invalid entry is skipped, as browsers do
    const [, condition, value, unit] = parsed;
    const holds = condition ? conditionHolds(condition, viewportWidth) : true;
    if (holds) return lengthInPx(Number(value), unit!.toLowerCase(), viewportWidth)!;
  }
  return viewportWidth;
}

/**
 * The densest screens an image is listed sharp for: a 3× phone. A denser screen draws the largest
 * listed file, at most a seventh short of its pixels on the 3.5× phones the site has seen.
 */
export const SHARP_UP_TO_DPR = 3;

/** Viewport widths far past any screen, to tell a slot that keeps growing from one that stops. */
const FAR_VIEWPORT = 100_000;

/**
 * The widest slot `sizes` gives its image at any viewport, in CSS px, or null when it grows without
 * bound (a `vw` length that applies however wide the viewport is). A slot is constant (px, rem) or
 * grows with the viewport (vw) between the breakpoints `sizes` names, so its widest on each stretch
 * is at the stretch's right end: just before each breakpoint, at it, and far out.
 */
export function maxSlotWidth(sizes: string): number | null {
  if (slotWidth(sizes, FAR_VIEWPORT) !== slotWidth(sizes, 2 * FAR_VIEWPORT)) return null;
  const breakpoints = [...sizes.matchAll(/(?:min|max)-width\s*:\s*([\d.]+)(px|rem|em)/gi)].map(([, value, unit]) => lengthInPx(Number(value), unit!.toLowerCase(), 0)!);
  const probes = [FAR_VIEWPORT, ...breakpoints.flatMap((at) => [at - 0.01, at])].filter((width) => width > 0);
  return Math.max(...probes.map((width) => slotWidth(sizes, width)));
}

/**
 * The widths worth listing in a srcset for an image drawn at `sizes`: every one up to the first that
 * fills its widest slot at SHARP_UP_TO_DPR. A browser picks among the two around its need, so the
 * larger ones could never be chosen; listed on each of a page's pictures they were bytes in the page
 * (issue 9: a destination page must fit the first round trip).
 */
export function usefulWidths(widths: readonly number[], sizes: string): number[] {
  const sorted = [...widths].sort((a, b) => a - b);
  const widest = maxSlotWidth(sizes);
  if (widest === null) return sorted;
  const enough = sorted.findIndex((width) => width >= widest * SHARP_UP_TO_DPR);
  return enough === -1 ? sorted : sorted.slice(0, enough + 1);
}

/** `a.avif 480w, b.avif 960w` → candidates (width descriptors only, which is all the site writes). */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  return srcset
    .split(',')
    .map((part) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(part))
    .filter((match): match is RegExpExecArray => Boolean(match))
    .map((match) => ({ url: match[1]!, width: Number(match[2]) }));
}

/**
 * Chromium's pick: candidates by density (width / slot); the first whose density reaches the DPR,
 * or the one below it when the DPR is past the geometric mean of the two (or the DPR is at most 1
 * and above the lower density).
 */
export function pickCandidate(candidates: SrcsetCandidate[], slot: number, dpr: number): SrcsetCandidate | undefined {
  const byDensity = [...candidates].sort((a, b) => a.width - b.width).filter((c, i, all) => i === 0 || c.width !== all[i - 1]!.width);
  const density = (c: SrcsetCandidate) => c.width / slot;
  let i = 0;
  for (; i < byDensity.length - 1; i++) {
    const next = density(byDensity[i + 1]!);
    if (next < dpr) continue;
    const current = density(byDensity[i]!);
    if ((dpr <= 1 && dpr > current) || dpr >= Math.sqrt(current * next)) return byDensity[i + 1];
    break;
  }
  return byDensity[i];
}
