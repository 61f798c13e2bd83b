/** Temple: the destination's sacred building, mirrored in a still pool, frangipani at the edges. */
import type { ArtContext, Scene } from '../context.ts';
import { darken, lighten } from '../color.ts';
import { n } from '../svg.ts';
import { sky } from '../layers/sky.ts';
import { hills } from '../layers/terrain.ts';
import { ripples, withReflection } from '../layers/water.ts';
import { broadleaf, frangipani } from '../layers/flora.ts';
import { thaiTemple, prang } from '../landmarks/thailand.ts';
import { meru, splitGate, volcano } from '../landmarks/bali.ts';
import { mosque } from '../landmarks/dubai.ts';
import { domedBasilica, spireChurch } from '../landmarks/europe.ts';
import { chedi, shikhara } from '../landmarks/shrines.ts';

function sanctuary(ctx: ArtContext, x: number, base: number): string {
  const { w, h, rng, pal, light } = ctx;
  const s = (h / 1000) * rng.range(0.88, 1.08);
  const layout = rng.int(0, 2);
  const stone = light.paint(pal.stone, 0.15);
  const gold = light.paint(pal.gold, 0.1);
  switch (pal.name) {
    case 'thailand': {
      const wall = light.paint('#f5efe4', 0.1);
      const hall = thaiTemple(x, base, 460 * s, { wall, roof: light.paint(pal.roof, 0.1), trim: light.paint('#2f6b4f', 0.1), gold });
      // a great golden chedi on its terrace, or a hall flanked by chedis, or hall, prang and chedi
      if (layout === 0) return chedi(x, base, 560 * s, gold, light.paint(lighten(pal.gold, 0.3), 0.1)) + thaiTemple(x - w * 0.3, base, 300 * s, { wall, roof: light.paint(pal.roof, 0.1), trim: light.paint('#2f6b4f', 0.1), gold });
      if (layout === 1) return chedi(x - w * 0.26, base, 340 * s, gold, gold) + chedi(x + w * 0.26, base, 340 * s, gold, gold) + hall;
      return prang(x + w * 0.22, base, 420 * s, light.paint(pal.stone, 0.4), gold) + chedi(x - w * 0.25, base, 300 * s, light.paint('#f1e9d8', 0.3), gold) +
        hall;
    }
    case 'bali':
      if (layout === 0) {
        // a lake temple: a cluster of merus of different heights
        const thatch = light.paint(pal.roof, 0.2);
        const wallStone = light.paint(pal.stone, 0.2);
        return meru(x - w * 0.12, base, 300 * s, wallStone, thatch, 7) + meru(x + w * 0.1, base, 420 * s, wallStone, thatch, 11) + meru(x + w * 0.28, base, 220 * s, wallStone, thatch, 5);
      }
      return volcano(x + w * 0.1, base - 60 * s, w * 0.7, 420 * s, light.paint(pal.land[0], 0.7)) +
        meru(x - w * 0.3, base, 380 * s, light.paint(pal.stone, 0.3), light.paint(pal.roof, 0.3), 9) + meru(x + w * 0.3, base, 280 * s, light.paint(pal.stone, 0.3), light.paint(pal.roof, 0.3), 5) +
        splitGate(x, base - 45 * s, 460 * s, light.paint(lighten(pal.stone, 0.1), 0.1), light.paint(lighten(pal.stone, 0.5), 0.1));
    case 'dubai':
    case 'maldives':
      return mosque(x, base, 380 * s, light.paint('#f4efe6', 0.15), gold);
    case 'europe':
      return domedBasilica(x, base, 560 * s, stone) + spireChurch(x - w * 0.3, base, 480 * s, light.paint(pal.stone, 0.35));
    case 'australia':
      return spireChurch(x, base, 520 * s, stone);
    default:
      return shikhara(x, base, 440 * s, light.paint(pal.name === 'brand' ? pal.stone : '#e8d8c0', 0.15), gold) + chedi(x + w * 0.28, base, 220 * s, stone, gold);
  }
}

export const temple: Scene = (ctx) => {
  const { w, h, rng, pal, light } = ctx;
  ctx.horizon = h * rng.range(0.6, 0.66);
  let out = sky(ctx, { clouds: rng.int(1, 3) });
  out += hills(ctx, { from: ctx.horizon - h * 0.12, to: ctx.horizon - h * 0.05, layers: 2 });
  const poolTop = ctx.horizon + h * 0.05;
  const terrace = light.paint(pal.stone, 0.05);
  out += `<rect y="${n(ctx.horizon - 4)}" width="${w}" height="${n(poolTop - ctx.horizon + 4)}" fill="${darken(terrace, 0.08)}"/>`;
  const water = light.paint(pal.sea[1], 0.2);
  out += `<rect y="${n(poolTop)}" width="${w}" height="${n(h - poolTop)}" fill="${ctx.defs.linear([[0, lighten(water, 0.2)], [1, darken(water, 0.2)]])}"/>`;
  out += withReflection(ctx, sanctuary(ctx, w * rng.range(0.42, 0.58), ctx.horizon), poolTop, 0.3);
  out += ripples(ctx, poolTop, h, 16);
  out += `<rect y="${n(poolTop - 3)}" width="${w}" height="6" fill="${lighten(terrace, 0.1)}"/>`;
  // frangipani trees frame the picture, their blossoms floating on the pool
  const leaf = light.paint(pal.foliage[1], 0);
  const petal = light.paint('#fbf6ec', 0);
  const heart = light.paint('#f2c55c', 0);
  for (const x of [w * rng.range(-0.04, 0.06), w * rng.range(0.94, 1.04)]) out += broadleaf(ctx, x, poolTop, h * 0.55, leaf);
  for (let i = 0; i < 7; i++) out += frangipani(rng.range(0.05, 0.95) * w, poolTop + rng.range(0.2, 0.9) * (h - poolTop), rng.range(10, 18), petal, heart, rng.range(0, 6));
  return out;
};
