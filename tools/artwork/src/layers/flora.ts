/** Trees and plants, drawn at a base point with a height; colours come in already lit. */
import type { ArtContext } from '../context.ts';
import { darken, lighten } from '../color.ts';
import { n, polygon, type Point } from '../svg.ts';

/** A coconut palm leaning by `lean` (−1..1), with drooping feathered fronds. */
export function palm(ctx: ArtContext, x: number, y: number, height: number, color: string, lean = ctx.rng.jitter(0.5)): string {
  const { rng } = ctx;
  const topX = x + lean * height * 0.45;
  const topY = y - height;
  const bendX = x + lean * height * 0.08;
  const width = height * 0.035;
  const trunk = `M${n(x - width)} ${n(y)}Q${n(bendX - width * 0.6)} ${n(y - height * 0.5)} ${n(topX - width * 0.45)} ${n(topY)}` +
    `L${n(topX + width * 0.45)} ${n(topY)}Q${n(bendX + width * 0.6)} ${n(y - height * 0.5)} ${n(x + width)} ${n(y)}Z`;
  let out = `<path d="${trunk}" fill="${darken(color, 0.12)}"/>`;
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    const rx = x + (bendX - x) * 2 * t * (1 - t) + (topX - x) * t * t;
    out += `<path d="M${n(rx - width * (1 - t * 0.5))} ${n(y - height * t)}l${n(width * 2 * (1 - t * 0.5))} ${n(-height * 0.012)}" stroke="${darken(color, 0.3)}" stroke-width="${n(height * 0.004)}" stroke-opacity="0.6"/>`;
  }
  const fronds = rng.int(8, 10);
  for (let i = 0; i < fronds; i++) {
    const angle = -Math.PI * 1.08 + (Math.PI * 1.16 * (i + 0.5)) / fronds + rng.jitter(0.12);
    out += frond(ctx, topX, topY, angle, height * rng.range(0.3, 0.42), i % 2 ? color : darken(color, 0.1));
  }
  return out + `<circle cx="${n(topX)}" cy="${n(topY + height * 0.015)}" r="${n(height * 0.025)}" fill="${darken(color, 0.3)}"/>`;
}

/** One feathered palm frond: an arching midrib with drooping leaflets on both sides. */
function frond(ctx: ArtContext, cx: number, cy: number, angle: number, len: number, color: string): string {
  const droop = 0.35 + Math.abs(Math.cos(angle)) * 0.3;
  const ctrl: Point = [cx + Math.cos(angle) * len * 0.6, cy + Math.sin(angle) * len * 0.6 - len * 0.12];
  const tip: Point = [cx + Math.cos(angle) * len, cy + Math.sin(angle) * len * 0.45 + len * droop];
  const at = (t: number): Point => [
    (1 - t) ** 2 * cx + 2 * (1 - t) * t * ctrl[0] + t * t * tip[0],
    (1 - t) ** 2 * cy + 2 * (1 - t) * t * ctrl[1] + t * t * tip[1],
  ];
  let d = `M${n(cx)} ${n(cy)}Q${n(ctrl[0])} ${n(ctrl[1])} ${n(tip[0])} ${n(tip[1])}`;
  const leaflets = 11;
  for (let k = 1; k <= leaflets; k++) {
    const t = k / (leaflets + 1);
    const [px, py] = at(t);
    const [qx, qy] = at(Math.min(1, t + 0.04));
    const tx = qx - px;
    const ty = qy - py;
    const tl = Math.hypot(tx, ty) || 1;
    const ux = tx / tl;
    const uy = ty / tl;
    const size = len * 0.24 * Math.sin(Math.PI * (0.15 + t * 0.85)) ** 0.7 * ctx.rng.range(0.85, 1.1);
    for (const side of [-1, 1]) {
      // leaflets sweep forward along the rib and hang down under their own weight
      const lx = px + (ux * 0.55 - side * uy * 0.8) * size;
      const ly = py + (uy * 0.55 + side * ux * 0.8) * size + size * 0.45;
      d += `M${n(px - ux * size * 0.1)} ${n(py - uy * size * 0.1)}L${n(lx)} ${n(ly)}L${n(px + ux * size * 0.14)} ${n(py + uy * size * 0.14)}Z`;
    }
  }
  return `<path d="${d}" fill="${color}" stroke="${color}" stroke-width="${n(len * 0.012)}" stroke-linejoin="round"/>`;
}

/** A conifer made of stacked tiers. */
export function pine(ctx: ArtContext, x: number, y: number, height: number, color: string): string {
  const tiers = ctx.rng.int(3, 4);
  let out = `<rect x="${n(x - height * 0.025)}" y="${n(y - height * 0.15)}" width="${n(height * 0.05)}" height="${n(height * 0.15)}" fill="${darken(color, 0.3)}"/>`;
  for (let i = 0; i < tiers; i++) {
    const bottom = y - height * 0.1 - (height * 0.8 * i) / tiers;
    const half = height * 0.24 * (1 - i / (tiers + 1));
    const top = bottom - height * 0.45;
    out += `<path d="${polygon([[x, top], [x + half, bottom], [x - half, bottom]])}" fill="${i % 2 ? color : darken(color, 0.06)}"/>`;
  }
  return out;
}

/** A rounded broadleaf or rainforest tree: a trunk and a cluster of soft crowns. */
export function broadleaf(ctx: ArtContext, x: number, y: number, height: number, color: string, airy = false): string {
  const { rng } = ctx;
  const trunkW = height * (airy ? 0.03 : 0.05);
  let out = `<path d="M${n(x - trunkW)} ${n(y)}L${n(x - trunkW * 0.5)} ${n(y - height * 0.6)}L${n(x + trunkW * 0.5)} ${n(y - height * 0.6)}L${n(x + trunkW)} ${n(y)}Z" fill="${airy ? lighten(color, 0.45) : darken(color, 0.35)}"/>`;
  const blobs = airy ? 6 : 5;
  for (let i = 0; i < blobs; i++) {
    const cx = x + rng.jitter(height * 0.28);
    const cy = y - height * rng.range(0.62, 0.9);
    const r = height * rng.range(0.14, 0.24) * (airy ? 0.8 : 1);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.2)}" ry="${n(r)}" fill="${i % 2 ? color : lighten(color, 0.07)}"${airy ? ' fill-opacity="0.85"' : ''}/>`;
  }
  return out;
}

/** Mangrove: a dense crown on arching stilt roots standing in water. */
export function mangrove(ctx: ArtContext, x: number, y: number, height: number, color: string): string {
  const { rng } = ctx;
  let out = '';
  const roots = rng.int(4, 6);
  for (let i = 0; i < roots; i++) {
    const foot = x + (i - roots / 2) * height * 0.12 + rng.jitter(height * 0.03);
    out += `<path d="M${n(x)} ${n(y - height * 0.35)}Q${n((x + foot) / 2)} ${n(y - height * 0.38)} ${n(foot)} ${n(y)}" fill="none" stroke="${darken(color, 0.35)}" stroke-width="${n(height * 0.018)}"/>`;
  }
  return out + broadleaf(ctx, x, y - height * 0.3, height * 0.75, color);
}

/** Grass and fern tufts along a ground line. */
export function tufts(ctx: ArtContext, points: Point[], color: string, size: number): string {
  const { rng } = ctx;
  let out = '';
  for (const [x, y] of points) {
    const blades = rng.int(4, 7);
    for (let i = 0; i < blades; i++) {
      const a = -Math.PI / 2 + ((i - blades / 2) / blades) * 1.6 + rng.jitter(0.1);
      const len = size * rng.range(0.6, 1);
      const tx = x + Math.cos(a) * len;
      const ty = y + Math.sin(a) * len;
      out += `<path d="M${n(x - size * 0.03)} ${n(y)}Q${n((x + tx) / 2)} ${n((y + ty) / 2 - len * 0.1)} ${n(tx)} ${n(ty)}Q${n((x + tx) / 2 + 2)} ${n((y + ty) / 2)} ${n(x + size * 0.03)} ${n(y)}Z" fill="${i % 2 ? color : darken(color, 0.1)}"/>`;
    }
  }
  return out;
}

/** A five-petalled frangipani flower (spa and temple offerings). */
export function frangipani(x: number, y: number, r: number, petal: string, heart: string, turn = 0): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const a = turn + (i * Math.PI * 2) / 5;
    const tx = x + Math.cos(a) * r;
    const ty = y + Math.sin(a) * r;
    const sx = x + Math.cos(a + 0.9) * r * 0.55;
    const sy = y + Math.sin(a + 0.9) * r * 0.55;
    out += `<path d="M${n(x)} ${n(y)}Q${n(sx)} ${n(sy)} ${n(tx)} ${n(ty)}Q${n(x + Math.cos(a - 0.4) * r * 0.6)} ${n(y + Math.sin(a - 0.4) * r * 0.6)} ${n(x)} ${n(y)}Z" fill="${petal}"/>`;
  }
  return out + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.22)}" fill="${heart}"/>`;
}
