/** Australia: harbour sails (an opera house outline) and a steel arch bridge. */
import { darken } from '../color.ts';
import { n } from '../svg.ts';

/** Interlocking shell roofs on a broad podium. */
export function harbourSails(x: number, base: number, size: number, shell: string, shade: string): string {
  const podium = `<rect x="${n(x - size * 0.7)}" y="${n(base - size * 0.12)}" width="${n(size * 1.45)}" height="${n(size * 0.12)}" fill="${shade}"/>`;
  const sail = (sx: number, h: number, w: number) => {
    const y = base - size * 0.12;
    return `<path d="M${n(sx)} ${n(y)}C${n(sx + w * 0.05)} ${n(y - h * 0.7)} ${n(sx + w * 0.45)} ${n(y - h)} ${n(sx + w)} ${n(y - h * 1.02)}` +
      `C${n(sx + w * 0.9)} ${n(y - h * 0.6)} ${n(sx + w * 0.95)} ${n(y - h * 0.2)} ${n(sx + w * 1.05)} ${n(y)}Z" fill="${shell}"/>` +
      `<path d="M${n(sx + w)} ${n(y - h * 1.02)}C${n(sx + w * 0.9)} ${n(y - h * 0.6)} ${n(sx + w * 0.95)} ${n(y - h * 0.2)} ${n(sx + w * 1.05)} ${n(y)}L${n(sx + w * 0.85)} ${n(y)}C${n(sx + w * 0.8)} ${n(y - h * 0.4)} ${n(sx + w * 0.85)} ${n(y - h * 0.8)} ${n(sx + w)} ${n(y - h * 1.02)}Z" fill="${shade}" fill-opacity="0.55"/>`;
  };
  return podium + sail(x - size * 0.62, size * 0.42, size * 0.32) + sail(x - size * 0.4, size * 0.62, size * 0.36) +
    sail(x - size * 0.12, size * 0.52, size * 0.32) + sail(x + size * 0.14, size * 0.36, size * 0.3) + sail(x + size * 0.36, size * 0.26, size * 0.24);
}

/** A through-arch bridge between two stone pylons. */
export function archBridge(x1: number, x2: number, deck: number, rise: number, steel: string): string {
  const span = x2 - x1;
  const arch = (off: number) => `M${n(x1)} ${n(deck + off)}Q${n((x1 + x2) / 2)} ${n(deck - rise * 2 + off)} ${n(x2)} ${n(deck + off)}`;
  let out = `<path d="${arch(0)}" fill="none" stroke="${steel}" stroke-width="${n(span * 0.012)}"/>`;
  out += `<path d="${arch(rise * 0.22)}" fill="none" stroke="${steel}" stroke-width="${n(span * 0.008)}"/>`;
  for (let i = 1; i < 16; i++) {
    const t = i / 16;
    const x = x1 + span * t;
    const y = deck - rise * 2 * t * (1 - t) * 2 + rise * 0.11;
    out += `<path d="M${n(x)} ${n(y)}V${n(deck)}" stroke="${steel}" stroke-width="${n(span * 0.003)}" stroke-opacity="0.8"/>`;
  }
  out += `<rect x="${n(x1 - span * 0.15)}" y="${n(deck)}" width="${n(span * 1.3)}" height="${n(span * 0.018)}" fill="${steel}"/>`;
  for (const px of [x1, x2]) {
    out += `<rect x="${n(px - span * 0.035)}" y="${n(deck - rise * 0.55)}" width="${n(span * 0.07)}" height="${n(rise * 0.55 + span * 0.018)}" fill="${darken(steel, 0.1)}"/>`;
  }
  return out;
}
