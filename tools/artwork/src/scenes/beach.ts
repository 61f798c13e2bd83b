/** Beach: a far shore on the horizon, turquoise water, sand, leaning palms and a parasol. */
import type { Scene } from '../context.ts';
import { sky } from '../layers/sky.ts';
import { sea, shore } from '../layers/water.ts';
import { palm } from '../layers/flora.ts';
import { parasol } from '../layers/props.ts';
import { coastalBackdrop } from '../landmarks/backdrop.ts';

export const beach: Scene = (ctx) => {
  const { w, h, rng, pal, light } = ctx;
  ctx.horizon = h * rng.range(0.48, 0.56);
  const palmsLeft = rng.chance(0.5);
  let out = sky(ctx, { sunAt: palmsLeft ? rng.range(0.55, 0.8) : rng.range(0.2, 0.45) });
  out += coastalBackdrop(ctx, ctx.horizon, palmsLeft ? rng.range(0.6, 0.8) : rng.range(0.2, 0.4));
  out += sea(ctx, { tone: 'lagoon' });
  const shoreY = h * rng.range(0.74, 0.8);
  out += shore(ctx, shoreY);
  if (rng.chance(0.6)) {
    const px = w * (palmsLeft ? rng.range(0.55, 0.75) : rng.range(0.25, 0.45));
    out += parasol(px, shoreY + h * 0.13, h * 0.16, light.paint(pal.coral, 0), light.paint('#f5efe3', 0), light.paint(pal.ink, 0));
  }
  const count = rng.int(2, 3);
  const leaf = light.paint(pal.foliage[1], 0);
  for (let i = 0; i < count; i++) {
    const x = palmsLeft ? w * rng.range(0.02, 0.22) : w * rng.range(0.78, 0.98);
    const lean = (palmsLeft ? 1 : -1) * rng.range(0.25, 0.7);
    out += palm(ctx, x, h * rng.range(0.9, 1.02), h * rng.range(0.55, 0.8), leaf, lean);
  }
  return out;
};
