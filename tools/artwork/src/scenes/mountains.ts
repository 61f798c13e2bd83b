/** Mountains over a still lake, and the generic landscape any unknown scene falls back to. */
import type { ArtContext, Scene } from '../context.ts';
import { mix } from '../color.ts';
import { sky } from '../layers/sky.ts';
import { peaks } from '../layers/mountains.ts';
import { hills, hill, ridgePoints } from '../layers/terrain.ts';
import { ripples, sea, withReflection } from '../layers/water.ts';
import { broadleaf, palm, pine } from '../layers/flora.ts';
import { volcano } from '../landmarks/bali.ts';
import { cliffPeak } from '../landmarks/islands.ts';

const COLD = new Set(['europe']);
const TROPICAL = new Set(['maldives', 'thailand', 'bali', 'mauritius', 'andaman']);

/** A tree suited to the destination, for the foreground shore. */
export function localTree(ctx: ArtContext, x: number, y: number, height: number, color: string): string {
  const name = ctx.pal.name;
  if (COLD.has(name)) return pine(ctx, x, y, height, color);
  if (TROPICAL.has(name)) return palm(ctx, x, y, height, color);
  return broadleaf(ctx, x, y, height * 0.7, color, name === 'australia');
}

function ranges(ctx: ArtContext, base: number): string {
  const { w, h, rng, pal, light } = ctx;
  if (pal.name === 'bali') return volcano(w * rng.range(0.3, 0.7), base, w * 0.75, h * 0.42, light.paint(pal.land[1], 0.6));
  if (pal.name === 'mauritius') return cliffPeak(w * rng.range(0.3, 0.7), base, w * 0.6, h * 0.38, light.paint(pal.land[1], 0.55), rng.chance(0.5));
  if (pal.name === 'australia') {
    // sandstone plateaus dissolving into the blue eucalyptus haze
    const haze = ['#8aa2b8', '#6d879c', '#4f6a73'].map((c, i) => mix(c, pal.land[i]!, 0.25));
    return hills(ctx, { from: base - h * 0.2, to: base - h * 0.04, layers: 3, amplitude: h * 0.025, colors: haze });
  }
  if (pal.name === 'dubai') {
    const rock = mix(pal.land[2], '#5e5552', 0.5);
    return peaks(ctx, { base, height: h * 0.3, color: mix(rock, pal.land[1], 0.3), depth: 0.65 }) + peaks(ctx, { base: base + h * 0.02, height: h * 0.2, color: rock, depth: 0.35 });
  }
  const snow = COLD.has(pal.name);
  return peaks(ctx, { base, height: h * 0.4, color: pal.land[0], depth: 0.7, snow }) +
    peaks(ctx, { base: base + h * 0.02, height: h * 0.26, color: pal.land[1], depth: 0.45, snow: snow && rng.chance(0.5) });
}

export const mountains: Scene = (ctx) => {
  const { h, rng } = ctx;
  ctx.horizon = h * rng.range(0.62, 0.7);
  let out = sky(ctx, { clouds: rng.int(1, 3) });
  const scenery = ranges(ctx, ctx.horizon) + hills(ctx, { from: ctx.horizon - h * 0.05, to: ctx.horizon - h * 0.02, layers: 2, amplitude: h * 0.025 });
  out += sea(ctx, { tone: 'open', ripples: 0 });
  out += withReflection(ctx, scenery, ctx.horizon, 0.4);
  out += ripples(ctx, ctx.horizon, h, 24);
  out += shoreWithTrees(ctx, h * rng.range(0.86, 0.92));
  return out;
};

/** A dark foreground bank with a few local trees at one side. */
function shoreWithTrees(ctx: ArtContext, y: number): string {
  const { w, h, rng, pal, light } = ctx;
  const bank = ridgePoints(ctx, { y, amplitude: h * 0.02 });
  let out = hill(ctx, bank, pal.land[2], 0);
  const left = rng.chance(0.5);
  const color = light.paint(pal.foliage[1], 0);
  for (let i = 0; i < rng.int(2, 4); i++) {
    const x = left ? w * rng.range(0, 0.22) : w * rng.range(0.78, 1);
    out += localTree(ctx, x, y + h * 0.04, h * rng.range(0.3, 0.5), color);
  }
  return out;
}

/** Rolling hills, a lake and local trees: the fallback for unknown scene names. */
export const landscape: Scene = (ctx) => {
  const { h, rng } = ctx;
  ctx.horizon = h * rng.range(0.55, 0.62);
  let out = sky(ctx);
  const land = hills(ctx, { from: ctx.horizon - h * 0.14, to: ctx.horizon - h * 0.02, layers: 3 });
  out += sea(ctx, { tone: 'open', ripples: 0 });
  out += withReflection(ctx, land, ctx.horizon, 0.35);
  out += ripples(ctx, ctx.horizon, h, 20);
  return out + shoreWithTrees(ctx, h * rng.range(0.82, 0.9));
};
