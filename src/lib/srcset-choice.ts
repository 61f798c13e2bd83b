/**
 * Which candidate of a `srcset` this browser downloads, so a trip saved for offline holds the very
 * files its pages will ask for (issue 7). Mirrors Chromium's choice (html_srcset_parser.cc,
 * SelectionLogic) and the `sizes` rules the site uses; e2e/saved-trip.spec.ts checks it against the
 * browser's own `currentSrc`. A device that disagrees still gets a saved size: the worker answers
 * with the nearest saved width of the same picture.
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
