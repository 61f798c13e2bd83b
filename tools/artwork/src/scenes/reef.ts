/** Reef: under the surface, light rays fall on corals, sea fans and a shoal of fish. */
import type { ArtContext, Scene } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { n, polygon } from '../svg.ts';
import { hill, ridgePoints } from '../layers/terrain.ts';

const CORALS = ['#e0765c', '#f2a65a', '#c95b7a', '#f3c66b', '#8a5aa8', '#e98a8a'];

/** A branching coral grown by recursion from its base, drawn as tapering strokes. */
function branch(ctx: ArtContext, x: number, y: number, angle: number, len: number, width: number, depth: number): string {
  const x2 = x + Math.cos(angle) * len;
  const y2 = y + Math.sin(angle) * len;
  let out = `M${n(x)} ${n(y)}L${n(x2)} ${n(y2)}`;
  if (depth > 0) {
    for (const turn of [-0.45, 0.4]) out += branch(ctx, x2, y2, angle + turn + ctx.rng.jitter(0.2), len * 0.72, width * 0.7, depth - 1);
  }
  return out;
}

function coral(ctx: ArtContext, x: number, y: number, size: number, color: string): string {
  const { rng } = ctx;
  const kind = rng.int(0, 2);
  if (kind === 0) return `<path d="${branch(ctx, x, y, -Math.PI / 2, size * 0.35, size * 0.06, 4)}" stroke="${color}" stroke-width="${n(size * 0.05)}" stroke-linecap="round" fill="none"/>`;
  if (kind === 1) {
    // a sea fan: a translucent spread of fine ribs
    let ribs = '';
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.18;
      ribs += `M${n(x)} ${n(y)}Q${n(x + Math.cos(a) * size * 0.5)} ${n(y + Math.sin(a) * size * 0.6)} ${n(x + Math.cos(a) * size * 0.8)} ${n(y + Math.sin(a) * size * 0.9)}`;
    }
    return `<path d="M${n(x)} ${n(y)}L${n(x - size * 0.55)} ${n(y - size * 0.75)}Q${n(x)} ${n(y - size * 1.05)} ${n(x + size * 0.55)} ${n(y - size * 0.75)}Z" fill="${color}" fill-opacity="0.55"/><path d="${ribs}" stroke="${color}" stroke-width="${n(size * 0.02)}" fill="none"/>`;
  }
  // a brain or table coral: a dome with grooves
  let out = `<path d="M${n(x - size * 0.45)} ${n(y)}A${n(size * 0.45)} ${n(size * 0.3)} 0 0 1 ${n(x + size * 0.45)} ${n(y)}Z" fill="${color}"/>`;
  for (let i = 1; i < 4; i++) out += `<path d="M${n(x - size * 0.45 * (1 - i * 0.22))} ${n(y)}A${n(size * 0.45 * (1 - i * 0.22))} ${n(size * 0.3 * (1 - i * 0.22))} 0 0 1 ${n(x + size * 0.45 * (1 - i * 0.22))} ${n(y)}" stroke="${darken(color, 0.2)}" stroke-width="2" fill="none"/>`;
  return out;
}

function fish(x: number, y: number, size: number, color: string, dir: number): string {
  const s = size * dir;
  return `<path d="M${n(x + s * 0.5)} ${n(y)}Q${n(x)} ${n(y - size * 0.35)} ${n(x - s * 0.35)} ${n(y)}Q${n(x)} ${n(y + size * 0.35)} ${n(x + s * 0.5)} ${n(y)}Z` +
    `M${n(x - s * 0.3)} ${n(y)}L${n(x - s * 0.6)} ${n(y - size * 0.22)}L${n(x - s * 0.6)} ${n(y + size * 0.22)}Z" fill="${color}"/>`;
}

export const reef: Scene = (ctx) => {
  const { w, h, rng, pal, light, defs } = ctx;
  ctx.horizon = 0;
  const [shallow, deep] = pal.sea;
  const surface = light.night ? mix(deep, '#1a3558', 0.5) : lighten(shallow, 0.25);
  let out = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, light.paint(surface, 0)], [0.5, light.paint(mix(shallow, deep, 0.5), 0)], [1, light.paint(darken(deep, 0.3), 0)]])}"/>`;
  const rayColor = light.night ? '#c9dcf0' : '#ffffff';
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0, w);
    const spread = rng.range(20, 70);
    out += `<path d="${polygon([[x, 0], [x + spread, 0], [x + spread * 4 - h * 0.2, h], [x - h * 0.2, h]])}" fill="${rayColor}" fill-opacity="${n(rng.range(0.05, 0.12))}"/>`;
  }
  // the rippled surface seen from below
  for (let i = 0; i < 14; i++) out += `<path d="M${n(rng.range(0, w))} ${n(rng.range(4, h * 0.06))}h${n(rng.range(40, 160))}" stroke="${rayColor}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.35"/>`;
  out += hill(ctx, ridgePoints(ctx, { y: h * 0.8, amplitude: h * 0.05 }), mix(deep, pal.sand, 0.3), 0.6);
  const shoal = light.paint(lighten(pal.gold, 0.1), 0.3);
  const sx = w * rng.range(0.25, 0.75);
  const sy = h * rng.range(0.25, 0.45);
  const dir = rng.chance(0.5) ? 1 : -1;
  for (let i = 0; i < 22; i++) out += fish(sx + rng.jitter(w * 0.18), sy + rng.jitter(h * 0.1), rng.range(16, 26), shoal, dir);
  const sand = light.paint(pal.sand, 0.15);
  out += hill(ctx, ridgePoints(ctx, { y: h * 0.9, amplitude: h * 0.03 }), pal.sand, 0.15);
  for (let i = 0; i < 16; i++) {
    const x = rng.range(-0.02, 1.02) * w;
    out += coral(ctx, x, h * rng.range(0.88, 0.98), h * rng.range(0.16, 0.32), light.paint(rng.pick(CORALS), 0.1));
  }
  for (let i = 0; i < 3; i++) out += fish(rng.range(0.1, 0.9) * w, h * rng.range(0.5, 0.7), rng.range(40, 70), light.paint(rng.pick([pal.coral, '#f3c66b', '#5fb3d9']), 0.05), rng.chance(0.5) ? 1 : -1);
  for (let i = 0; i < 12; i++) out += `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, h * 0.8))}" r="${n(rng.range(2, 7))}" fill="none" stroke="${rayColor}" stroke-width="1.5" stroke-opacity="0.4"/>`;
  return out + `<rect y="${n(h * 0.97)}" width="${w}" height="${n(h * 0.03)}" fill="${sand}"/>`;
};
