/** Small human touches: a striped parasol with loungers, a lantern string. */
import { darken, lighten } from '../color.ts';
import { n } from '../svg.ts';

/** A beach parasol in two alternating colours above a pair of loungers. */
export function parasol(x: number, ground: number, size: number, a: string, b: string, frame: string, loungers = true): string {
  const top = ground - size;
  const r = size * 0.55;
  let out = `<path d="M${n(x)} ${n(ground)}V${n(top)}" stroke="${frame}" stroke-width="${n(size * 0.025)}"/>`;
  const segments = 6;
  for (let i = 0; i < segments; i++) {
    const x1 = x - r + (2 * r * i) / segments;
    const x2 = x - r + (2 * r * (i + 1)) / segments;
    const y = top + size * 0.16;
    out += `<path d="M${n(x)} ${n(top)}L${n(x1)} ${n(y)}Q${n((x1 + x2) / 2)} ${n(y - size * 0.05)} ${n(x2)} ${n(y)}Z" fill="${i % 2 ? a : b}"/>`;
  }
  for (const side of loungers ? [-1, 1] : []) {
    const lx = x + side * size * 0.45;
    const seat = ground - size * 0.1;
    out += `<path d="M${n(lx - size * 0.3)} ${n(seat)}H${n(lx + size * 0.12)}L${n(lx + size * 0.3)} ${n(seat - size * 0.16)}" fill="none" stroke="${lighten(b, 0.2)}" stroke-width="${n(size * 0.05)}" stroke-linecap="round"/>`;
    out += `<path d="M${n(lx - size * 0.26)} ${n(seat)}v${n(size * 0.1)}M${n(lx + size * 0.1)} ${n(seat)}v${n(size * 0.1)}" stroke="${darken(frame, 0.2)}" stroke-width="${n(size * 0.02)}"/>`;
  }
  return out;
}

/** A sagging string of glowing lanterns between two points. */
export function lanternString(x1: number, y1: number, x2: number, y2: number, sag: number, glow: string, wire: string, count = 9): string {
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2 + sag;
  let out = `<path d="M${n(x1)} ${n(y1)}Q${n(midX)} ${n(midY + sag)} ${n(x2)} ${n(y2)}" fill="none" stroke="${wire}" stroke-width="1.5"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * midX + t * t * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * (midY + sag) + t * t * y2;
    out += `<circle cx="${n(x)}" cy="${n(y + 9)}" r="16" fill="${glow}" fill-opacity="0.18"/><ellipse cx="${n(x)}" cy="${n(y + 9)}" rx="6" ry="8" fill="${glow}"/>`;
  }
  return out;
}
