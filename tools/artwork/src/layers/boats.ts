/** Boats of each coast: a yacht, a lateen-sailed dhow, a longtail with ribbons on its prow. */
import { darken, lighten } from '../color.ts';
import { n, polygon } from '../svg.ts';

export type BoatKind = 'yacht' | 'dhow' | 'longtail';

export interface BoatColors {
  hull: string;
  sail: string;
  trim: string;
  accent: string;
}

/** Draws a boat of length `size` whose waterline centre is at (x, y), facing right. */
export function boat(kind: BoatKind, x: number, y: number, size: number, c: BoatColors): string {
  if (kind === 'yacht') {
    const hull = `M${n(x - size * 0.5)} ${n(y - size * 0.08)}L${n(x + size * 0.5)} ${n(y - size * 0.1)}Q${n(x + size * 0.42)} ${n(y + size * 0.02)} ${n(x + size * 0.28)} ${n(y + size * 0.03)}L${n(x - size * 0.42)} ${n(y + size * 0.03)}Z`;
    return `<path d="${hull}" fill="${c.hull}"/><path d="M${n(x - size * 0.48)} ${n(y - size * 0.06)}L${n(x + size * 0.47)} ${n(y - size * 0.08)}" stroke="${c.accent}" stroke-width="${n(size * 0.012)}"/>` +
      `<path d="M${n(x)} ${n(y - size * 0.09)}V${n(y - size * 0.95)}" stroke="${c.trim}" stroke-width="${n(size * 0.01)}"/>` +
      `<path d="${polygon([[x + size * 0.015, y - size * 0.93], [x + size * 0.015, y - size * 0.14], [x + size * 0.42, y - size * 0.14]])}" fill="${c.sail}"/>` +
      `<path d="${polygon([[x - size * 0.015, y - size * 0.8], [x - size * 0.015, y - size * 0.16], [x - size * 0.3, y - size * 0.16]])}" fill="${darken(c.sail, 0.08)}"/>`;
  }
  if (kind === 'dhow') {
    const hull = `M${n(x - size * 0.5)} ${n(y - size * 0.18)}Q${n(x - size * 0.35)} ${n(y + size * 0.04)} ${n(x - size * 0.1)} ${n(y + size * 0.04)}L${n(x + size * 0.3)} ${n(y + size * 0.03)}Q${n(x + size * 0.45)} ${n(y - size * 0.02)} ${n(x + size * 0.55)} ${n(y - size * 0.22)}L${n(x + size * 0.38)} ${n(y - size * 0.1)}L${n(x - size * 0.4)} ${n(y - size * 0.1)}Z`;
    return `<path d="${hull}" fill="${c.hull}"/><path d="M${n(x - size * 0.42)} ${n(y - size * 0.08)}H${n(x + size * 0.4)}" stroke="${lighten(c.hull, 0.3)}" stroke-width="${n(size * 0.012)}"/>` +
      `<path d="M${n(x + size * 0.05)} ${n(y - size * 0.1)}L${n(x + size * 0.02)} ${n(y - size * 0.75)}" stroke="${c.trim}" stroke-width="${n(size * 0.014)}"/>` +
      `<path d="M${n(x - size * 0.42)} ${n(y - size * 0.3)}L${n(x + size * 0.4)} ${n(y - size * 0.92)}Q${n(x + size * 0.3)} ${n(y - size * 0.4)} ${n(x + size * 0.06)} ${n(y - size * 0.16)}Q${n(x - size * 0.15)} ${n(y - size * 0.22)} ${n(x - size * 0.42)} ${n(y - size * 0.3)}Z" fill="${c.sail}"/>`;
  }
  const hull = `M${n(x - size * 0.5)} ${n(y - size * 0.05)}L${n(x + size * 0.35)} ${n(y - size * 0.05)}Q${n(x + size * 0.5)} ${n(y - size * 0.08)} ${n(x + size * 0.58)} ${n(y - size * 0.25)}Q${n(x + size * 0.45)} ${n(y + size * 0.03)} ${n(x + size * 0.25)} ${n(y + size * 0.03)}L${n(x - size * 0.46)} ${n(y + size * 0.02)}Z`;
  let out = `<path d="${hull}" fill="${c.hull}"/><path d="M${n(x - size * 0.48)} ${n(y - size * 0.03)}L${n(x + size * 0.42)} ${n(y - size * 0.04)}" stroke="${c.accent}" stroke-width="${n(size * 0.014)}"/>`;
  out += `<path d="M${n(x - size * 0.25)} ${n(y - size * 0.05)}v${n(-size * 0.14)}M${n(x + size * 0.1)} ${n(y - size * 0.05)}v${n(-size * 0.14)}" stroke="${c.trim}" stroke-width="${n(size * 0.008)}"/>`;
  out += `<path d="M${n(x - size * 0.3)} ${n(y - size * 0.19)}Q${n(x - size * 0.07)} ${n(y - size * 0.25)} ${n(x + size * 0.15)} ${n(y - size * 0.19)}Z" fill="${c.sail}"/>`;
  for (const [i, color] of [c.accent, c.sail, c.trim].entries()) {
    out += `<path d="M${n(x + size * 0.56)} ${n(y - size * 0.24)}q${n(size * 0.04)} ${n(size * 0.06)} ${n(size * 0.01 - i * size * 0.02)} ${n(size * 0.14)}" fill="none" stroke="${color}" stroke-width="${n(size * 0.012)}"/>`;
  }
  return out + `<path d="M${n(x - size * 0.5)} ${n(y - size * 0.05)}l${n(-size * 0.12)} ${n(size * 0.1)}" stroke="${c.trim}" stroke-width="${n(size * 0.01)}"/>`;
}

/** Which boat a destination's waters are known for. */
export function boatFor(palette: string): BoatKind {
  if (palette === 'dubai' || palette === 'maldives' || palette === 'mauritius') return 'dhow';
  if (palette === 'thailand' || palette === 'bali' || palette === 'andaman') return 'longtail';
  return 'yacht';
}
