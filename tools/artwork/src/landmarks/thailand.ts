/** Thailand: tiered temple roofs with golden finials, a corn-cob prang, limestone karsts. */
import { darken, lighten } from '../color.ts';
import { n, polygon } from '../svg.ts';
import type { ArtContext } from '../context.ts';

export interface TempleColors {
  wall: string;
  roof: string;
  trim: string;
  gold: string;
}

/** A Thai ordination hall: white walls under three stacked, swept roofs with chofa horns. */
export function thaiTemple(x: number, base: number, size: number, c: TempleColors): string {
  const wallH = size * 0.28;
  const wallW = size * 0.9;
  let out = `<rect x="${n(x - wallW / 2 - size * 0.06)}" y="${n(base - size * 0.05)}" width="${n(wallW + size * 0.12)}" height="${n(size * 0.05)}" fill="${darken(c.wall, 0.12)}"/>`;
  out += `<rect x="${n(x - wallW / 2)}" y="${n(base - wallH)}" width="${n(wallW)}" height="${n(wallH)}" fill="${c.wall}"/>`;
  for (let i = 0; i < 5; i++) {
    const px = x - wallW / 2 + (wallW * (i + 0.5)) / 5;
    out += `<path d="M${n(px - size * 0.035)} ${n(base - size * 0.05)}v${n(-wallH * 0.55)}q${n(size * 0.035)} ${n(-size * 0.06)} ${n(size * 0.07)} 0v${n(wallH * 0.55)}z" fill="${darken(c.wall, 0.35)}"/>`;
  }
  for (let tier = 0; tier < 3; tier++) {
    const y0 = base - wallH - tier * size * 0.16;
    const half = wallW * (0.62 - tier * 0.12);
    const rise = size * (0.3 - tier * 0.04);
    const roof = polygon([[x - half, y0], [x - half * 0.35, y0 - rise], [x + half * 0.35, y0 - rise], [x + half, y0]]);
    out += `<path d="${roof}" fill="${tier % 2 ? darken(c.roof, 0.15) : c.roof}"/>`;
    out += `<path d="M${n(x - half)} ${n(y0)}L${n(x - half * 0.35)} ${n(y0 - rise)}L${n(x + half * 0.35)} ${n(y0 - rise)}L${n(x + half)} ${n(y0)}" fill="none" stroke="${c.trim}" stroke-width="${n(size * 0.014)}"/>`;
    for (const side of [-1, 1]) {
      const ex = x + side * half;
      out += `<path d="M${n(ex)} ${n(y0)}q${n(side * size * 0.05)} ${n(-size * 0.02)} ${n(side * size * 0.045)} ${n(-size * 0.1)}" fill="none" stroke="${c.gold}" stroke-width="${n(size * 0.014)}" stroke-linecap="round"/>`;
    }
    if (tier === 2) out += `<path d="M${n(x)} ${n(y0 - rise)}l${n(size * 0.02)} ${n(-size * 0.16)}" stroke="${c.gold}" stroke-width="${n(size * 0.012)}"/>`;
  }
  return out;
}

/** A Khmer-style prang: a tall, tiered, rounded tower (the Temple of Dawn's outline). */
export function prang(x: number, base: number, height: number, color: string, accent: string): string {
  const tiers = 7;
  let out = '';
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const w = height * 0.2 * (1 - t * 0.8);
    const y = base - height * 0.85 * t;
    const th = (height * 0.85) / tiers;
    out += `<path d="M${n(x - w)} ${n(y)}L${n(x - w * 0.92)} ${n(y - th)}L${n(x + w * 0.92)} ${n(y - th)}L${n(x + w)} ${n(y)}Z" fill="${i % 2 ? color : lighten(color, 0.06)}"/>`;
    out += `<rect x="${n(x - w * 0.9)}" y="${n(y - th * 0.55)}" width="${n(w * 1.8)}" height="${n(th * 0.12)}" fill="${accent}" fill-opacity="0.5"/>`;
  }
  return out + `<path d="M${n(x - height * 0.012)} ${n(base - height * 0.85)}L${n(x)} ${n(base - height)}L${n(x + height * 0.012)} ${n(base - height * 0.85)}Z" fill="${color}"/>`;
}

/** A sheer limestone karst rising out of the sea: bulging cliffs, streaked rock, a jungle crown. */
export function karst(ctx: ArtContext, x: number, base: number, height: number, rock: string, jungle: string): string {
  const { rng, defs } = ctx;
  const w = height * rng.range(0.7, 1.1);
  const lean = rng.jitter(height * 0.1);
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    // cliffs bulge out above an undercut notch at the waterline, then round off at the top
    const bulge = Math.sin(Math.PI * Math.min(1, 0.15 + t * 0.95)) ** 0.5;
    const half = (w / 2) * (0.55 + bulge * 0.45) * (1 - t ** 4 * 0.6) + rng.jitter(w * 0.04);
    const y = base - height * t;
    left.push([x - half + lean * t, y]);
    right.unshift([x + half * rng.range(0.85, 1) + lean * t, y]);
  }
  const outline = [...left, ...right];
  let d = `M${n(outline[0]![0])} ${n(outline[0]![1])}`;
  for (const [px, py] of outline.slice(1)) d += `L${n(px)} ${n(py)}`;
  let out = `<path d="${d}Z" fill="${rock}" stroke="${rock}" stroke-width="${n(height * 0.04)}" stroke-linejoin="round"/>`;
  for (let i = 0; i < 4; i++) {
    const sx = x + lean * 0.5 + rng.jitter(w * 0.3);
    out += `<path d="M${n(sx)} ${n(base - height * rng.range(0.5, 0.85))}q${n(rng.jitter(w * 0.05))} ${n(height * 0.25)} 0 ${n(height * rng.range(0.3, 0.5))}" fill="none" stroke="${darken(rock, 0.18)}" stroke-width="${n(w * 0.025)}" stroke-opacity="0.5"/>`;
  }
  // jungle clings to the top: discs clipped to the rock, plus tufts breaking the skyline
  const clip = defs.id('k');
  let jungleMarkup = '';
  for (let i = 0; i < 9; i++) {
    jungleMarkup += `<circle cx="${n(x + lean + rng.jitter(w * 0.45))}" cy="${n(base - height * rng.range(0.72, 1))}" r="${n(w * rng.range(0.12, 0.2))}"/>`;
  }
  defs.add(`<clipPath id="${clip}"><path d="${d}Z"/></clipPath>`);
  out += `<g clip-path="url(#${clip})" fill="${jungle}">${jungleMarkup}</g>`;
  for (const [px, py] of [...left.slice(5), ...right.slice(0, 2)]) {
    out += `<circle cx="${n(px + (x + lean - px) * 0.25)}" cy="${n(py + height * 0.015)}" r="${n(w * rng.range(0.05, 0.09))}" fill="${jungle}"/>`;
  }
  return out + `<path d="M${n(x - w / 2)} ${n(base)}h${n(w)}" stroke="${darken(rock, 0.35)}" stroke-width="${n(height * 0.03)}" stroke-opacity="0.6"/>`;
}
