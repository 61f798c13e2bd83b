/** What each destination shows on the horizon of a coastal scene, painted in the haze. */
import type { ArtContext } from '../context.ts';
import { hill, ridgePoints } from '../layers/terrain.ts';
import { cityBand } from '../layers/buildings.ts';
import { palm } from '../layers/flora.ts';
import { needleTower, sailHotel } from './dubai.ts';
import { karst } from './thailand.ts';
import { volcano } from './bali.ts';
import { campanile } from './europe.ts';
import { cliffPeak, lighthouse, stiltVillas } from './islands.ts';

/** Paints the far shore standing on the horizon line `y`. */
export function coastalBackdrop(ctx: ArtContext, y: number, side = ctx.rng.chance(0.5) ? 0.2 : 0.75): string {
  const { w, rng, pal, light } = ctx;
  const far = light.paint(pal.land[0], 0.8);
  const mid = light.paint(pal.land[1], 0.55);
  const s = w / 1600;
  switch (pal.name) {
    case 'dubai':
      return cityBand(ctx, { base: y, height: 90 * s, color: far, from: w * (side - 0.2), to: w * (side + 0.22) }) +
        needleTower(w * side, y, 300 * s, far) + sailHotel(w * (1 - side) + rng.jitter(60), y, 120 * s, mid, light.paint(pal.stone, 0.4));
    case 'thailand': {
      let out = '';
      const depths = Array.from({ length: rng.int(3, 5) }, () => rng.range(0.45, 0.8)).sort((a, b) => b - a);
      for (const depth of depths) {
        out += karst(ctx, w * rng.range(0.05, 0.95), y, rng.range(110, 260) * s * (1.4 - depth), light.paint(pal.land[1], depth), light.paint(pal.foliage[1], depth));
      }
      return out;
    }
    case 'bali':
      return volcano(w * side, y, 720 * s, 260 * s, far) + hill(ctx, ridgePoints(ctx, { y: y - 10 * s, amplitude: 14 * s }), pal.land[1], 0.6, y + 2);
    case 'europe':
      return hill(ctx, ridgePoints(ctx, { y: y - 40 * s, amplitude: 40 * s, waves: 1 }), pal.land[0], 0.75, y + 2) +
        campanile(w * side, y - 30 * s, 120 * s, mid);
    case 'mauritius':
      return cliffPeak(w * side, y, 640 * s, 240 * s, light.paint(pal.land[1], 0.6), side > 0.5) + hill(ctx, ridgePoints(ctx, { y: y - 6 * s, amplitude: 6 * s }), pal.land[1], 0.6, y + 2);
    case 'maldives': {
      const foliage = light.paint(pal.foliage[1], 0.6);
      let out = `<ellipse cx="${w * side}" cy="${y}" rx="${220 * s}" ry="${16 * s}" fill="${light.paint(pal.sand, 0.5)}"/>`;
      for (let i = 0; i < 6; i++) out += palm(ctx, w * side + rng.jitter(200 * s), y, rng.range(60, 95) * s, foliage);
      return out + stiltVillas(w * (1 - side) - 120 * s, y + 6 * s, 30 * s, 5, { wall: light.paint(pal.stone, 0.5), thatch: light.paint(pal.roof, 0.5), stilt: far });
    }
    case 'andaman':
      return hill(ctx, ridgePoints(ctx, { y: y - 30 * s, amplitude: 30 * s, waves: 0.8 }), pal.land[1], 0.6, y + 2) +
        lighthouse(w * side, y - 40 * s, 130 * s, light.paint('#f4f1ea', 0.4), light.paint(pal.coral, 0.4), '#ffe9a8', light.night || light.time === 'dusk');
    case 'australia':
      return hill(ctx, ridgePoints(ctx, { y: y - 50 * s, amplitude: 20 * s, waves: 0.6 }), pal.land[1], 0.65, y + 2);
    default:
      return hill(ctx, ridgePoints(ctx, { y: y - 30 * s, amplitude: 30 * s, waves: 1.2 }), pal.land[0], 0.8, y + 2);
  }
}
