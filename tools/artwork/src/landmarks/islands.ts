/** Mauritius' cliff-faced peak, Maldivian villas on stilts and an Andaman lighthouse. */
import { darken, lighten } from '../color.ts';
import { n, polygon } from '../svg.ts';

/** A great basalt headland: gentle slope on one side, a sheer cliff on the other, flat crown. */
export function cliffPeak(x: number, base: number, width: number, height: number, color: string, flip = false): string {
  const s = flip ? -1 : 1;
  const d = `M${n(x - s * width * 0.6)} ${n(base)}C${n(x - s * width * 0.3)} ${n(base - height * 0.15)} ${n(x - s * width * 0.2)} ${n(base - height * 0.6)} ${n(x - s * width * 0.05)} ${n(base - height * 0.95)}` +
    `L${n(x + s * width * 0.06)} ${n(base - height)}L${n(x + s * width * 0.12)} ${n(base - height * 0.9)}` +
    `C${n(x + s * width * 0.16)} ${n(base - height * 0.55)} ${n(x + s * width * 0.2)} ${n(base - height * 0.2)} ${n(x + s * width * 0.32)} ${n(base - height * 0.06)}` +
    `Q${n(x + s * width * 0.45)} ${n(base - height * 0.02)} ${n(x + s * width * 0.6)} ${n(base)}Z`;
  const face = `M${n(x + s * width * 0.06)} ${n(base - height)}L${n(x + s * width * 0.12)} ${n(base - height * 0.9)}C${n(x + s * width * 0.16)} ${n(base - height * 0.55)} ${n(x + s * width * 0.2)} ${n(base - height * 0.2)} ${n(x + s * width * 0.32)} ${n(base - height * 0.06)}L${n(x + s * width * 0.1)} ${n(base)}Z`;
  return `<path d="${d}" fill="${color}"/><path d="${face}" fill="${darken(color, 0.18)}" fill-opacity="0.7"/>`;
}

export interface VillaColors {
  wall: string;
  thatch: string;
  stilt: string;
  glow?: string;
}

/** A row of thatched villas on stilts joined by a jetty, standing in the lagoon at `water`. */
export function stiltVillas(x: number, water: number, size: number, count: number, c: VillaColors, step = size * 1.5): string {
  let out = `<rect x="${n(x - size)}" y="${n(water - size * 0.28)}" width="${n(step * (count - 1) + size * 2)}" height="${n(size * 0.05)}" fill="${c.stilt}"/>`;
  for (let i = 0; i < count; i++) {
    const cx = x + i * step;
    const floor = water - size * 0.3;
    for (let k = -2; k <= 2; k++) out += `<rect x="${n(cx + k * size * 0.22 - size * 0.015)}" y="${n(floor)}" width="${n(size * 0.03)}" height="${n(size * 0.3)}" fill="${c.stilt}"/>`;
    out += `<rect x="${n(cx - size * 0.55)}" y="${n(floor - size * 0.04)}" width="${n(size * 1.1)}" height="${n(size * 0.05)}" fill="${darken(c.stilt, 0.1)}"/>`;
    out += `<rect x="${n(cx - size * 0.4)}" y="${n(floor - size * 0.34)}" width="${n(size * 0.8)}" height="${n(size * 0.3)}" fill="${c.wall}"/>`;
    if (c.glow) out += `<rect x="${n(cx - size * 0.25)}" y="${n(floor - size * 0.27)}" width="${n(size * 0.5)}" height="${n(size * 0.17)}" fill="${c.glow}"/>`;
    out += `<path d="${polygon([[cx - size * 0.62, floor - size * 0.3], [cx - size * 0.12, floor - size * 0.75], [cx + size * 0.12, floor - size * 0.75], [cx + size * 0.62, floor - size * 0.3]])}" fill="${c.thatch}"/>`;
    out += `<path d="M${n(cx - size * 0.62)} ${n(floor - size * 0.3)}L${n(cx + size * 0.62)} ${n(floor - size * 0.3)}" stroke="${darken(c.thatch, 0.25)}" stroke-width="${n(size * 0.04)}"/>`;
  }
  return out;
}

/** A tapering lighthouse with painted bands; its lamp glows after dark. */
export function lighthouse(x: number, base: number, height: number, wall: string, band: string, lamp: string, lit: boolean): string {
  const bw = height * 0.11;
  const tw = height * 0.07;
  const top = base - height * 0.78;
  let out = `<path d="${polygon([[x - bw, base], [x - tw, top], [x + tw, top], [x + bw, base]])}" fill="${wall}"/>`;
  for (let i = 0; i < 3; i++) {
    const y1 = base - height * 0.78 * ((i * 2 + 1) / 6);
    const y2 = base - height * 0.78 * ((i * 2 + 2) / 6);
    const w1 = bw - (bw - tw) * ((i * 2 + 1) / 6);
    const w2 = bw - (bw - tw) * ((i * 2 + 2) / 6);
    out += `<path d="${polygon([[x - w1, y1], [x - w2, y2], [x + w2, y2], [x + w1, y1]])}" fill="${band}"/>`;
  }
  out += `<rect x="${n(x - tw * 1.4)}" y="${n(top - height * 0.03)}" width="${n(tw * 2.8)}" height="${n(height * 0.03)}" fill="${darken(wall, 0.5)}"/>`;
  out += `<rect x="${n(x - tw * 0.8)}" y="${n(top - height * 0.13)}" width="${n(tw * 1.6)}" height="${n(height * 0.1)}" fill="${lit ? lamp : lighten(band, 0.3)}"/>`;
  out += `<path d="${polygon([[x - tw, top - height * 0.13], [x, top - height * 0.22], [x + tw, top - height * 0.13]])}" fill="${band}"/>`;
  if (lit) {
    for (const spread of [0.22, 0.12, 0.05]) {
      out += `<path d="${polygon([[x, top - height * 0.08], [x - height * 1.8, top - height * (0.08 + spread)], [x - height * 1.8, top + height * (spread - 0.08)]])}" fill="${lamp}" fill-opacity="0.08"/>`;
    }
  }
  return out;
}
