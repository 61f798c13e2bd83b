/** Skyline and night city: the destination's landmarks across still water, reflected. */
import type { ArtContext, Scene } from '../context.ts';
import { sky } from '../layers/sky.ts';
import { ripples, sea, withReflection } from '../layers/water.ts';
import { hills } from '../layers/terrain.ts';
import { cityscape } from '../landmarks/skyline.ts';

function waterfront(ctx: ArtContext, lights: boolean): string {
  const { h, rng, pal, light } = ctx;
  ctx.horizon = h * rng.range(0.66, 0.72);
  const lit = lights || light.night || light.time === 'dusk';
  let out = sky(ctx, { clouds: rng.int(1, 3), birds: 0 });
  out += hills(ctx, { from: ctx.horizon - h * 0.16, to: ctx.horizon - h * 0.1, layers: 1, colors: [pal.land[0]] });
  out += sea(ctx, { tone: 'open', ripples: 0 });
  out += withReflection(ctx, cityscape(ctx, ctx.horizon, lit ? '#ffd98a' : undefined), ctx.horizon, light.night ? 0.45 : 0.3);
  return out + ripples(ctx, ctx.horizon, h, 40);
}

export const skyline: Scene = (ctx) => waterfront(ctx, false);
export const nightCity: Scene = (ctx) => waterfront(ctx, true);
