/** Each destination's skyline: generic blocks around the landmarks that make it recognisable. */
import type { ArtContext } from '../context.ts';
import { lighten } from '../color.ts';
import { cityBand } from '../layers/buildings.ts';
import { hill, ridgePoints } from '../layers/terrain.ts';
import { mosque, needleTower, sailHotel } from './dubai.ts';
import { prang } from './thailand.ts';
import { meru, volcano } from './bali.ts';
import { archBridge, harbourSails } from './australia.ts';
import { campanile, domedBasilica, spireChurch } from './europe.ts';
import { cliffPeak, lighthouse, stiltVillas } from './islands.ts';

/** Paints the city standing on `base`; `windows` lights it after dark. */
export function cityscape(ctx: ArtContext, base: number, windows?: string): string {
  const { w, h, rng, pal, light } = ctx;
  const s = w / 1600;
  const back = light.paint(pal.ink, 0.55);
  const front = light.paint(pal.ink, 0.3);
  const focus = rng.range(0.3, 0.7) * w;
  const band = (height: number, color: string, density = 0.25) => cityBand(ctx, { base, height: height * s, color, windows, density });
  switch (pal.name) {
    case 'dubai':
      return band(220, back) + needleTower(focus, base, h * 0.62, front, lighten(front, 0.12)) + band(120, front, 0.35) +
        sailHotel(focus > w / 2 ? w * 0.15 : w * 0.8, base, h * 0.22, front, light.paint(pal.stone, 0.3));
    case 'australia':
      return band(200, back) + archBridge(w * 0.55, w * 0.95, base - 40 * s, 90 * s, front) + band(90, front) +
        harbourSails(w * 0.3, base, 330 * s, light.paint('#f4f1ea', 0.2), light.paint(pal.stone, 0.5));
    case 'europe':
      return hill(ctx, ridgePoints(ctx, { y: base - 120 * s, amplitude: 40 * s }), pal.land[0], 0.8, base) +
        band(90, back) + domedBasilica(focus, base, 300 * s, front) + spireChurch(w * 0.18, base, 320 * s, front) +
        campanile(w * 0.82, base, 280 * s, front) + band(60, front);
    case 'thailand':
      return band(260, back) + prang(focus, base, 330 * s, front, light.paint(pal.gold, 0.2)) + band(80, front);
    case 'bali':
      return volcano(w * 0.7, base, 900 * s, 380 * s, light.paint(pal.land[1], 0.7)) + meru(w * 0.25, base, 230 * s, front, front, 9) +
        meru(w * 0.32, base, 170 * s, front, front, 5) + band(50, front);
    case 'maldives':
      return band(90, back) + mosque(focus, base, 170 * s, front, light.paint(pal.gold, 0)) +
        stiltVillas(w * 0.72, base, 44 * s, 5, { wall: front, thatch: front, stilt: front, glow: windows });
    case 'mauritius':
      return cliffPeak(w * 0.62, base, 900 * s, 330 * s, light.paint(pal.land[1], 0.55), true) + band(110, back) + band(60, front);
    case 'andaman':
      return hill(ctx, ridgePoints(ctx, { y: base - 70 * s, amplitude: 35 * s }), pal.land[1], 0.6, base) +
        lighthouse(w * 0.78, base, 220 * s, light.paint('#f4f1ea', 0.3), light.paint(pal.coral, 0.3), '#ffe9a8', Boolean(windows)) + band(50, front);
    default:
      return band(240, back) + band(130, front);
  }
}
