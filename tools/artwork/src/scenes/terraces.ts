/** Rice terraces: curved paddies stepping down a hillside, water catching the sky. */
import type { Scene } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { n, ridgeShape, smoothLine, type Point } from '../svg.ts';
import { sky } from '../layers/sky.ts';
import { hill, ridgePoints } from '../layers/terrain.ts';
import { palm } from '../layers/flora.ts';
import { volcano } from '../landmarks/bali.ts';

export const riceTerraces: Scene = (ctx) => {
  const { w, h, rng, pal, light } = ctx;
  ctx.horizon = h * rng.range(0.36, 0.44);
  let out = sky(ctx, { clouds: rng.int(1, 3) });
  if (pal.name === 'bali' || rng.chance(0.3)) out += volcano(w * rng.range(0.25, 0.75), ctx.horizon + h * 0.04, w * 0.6, h * 0.28, light.paint(pal.land[1], 0.62));
  out += hill(ctx, ridgePoints(ctx, { y: ctx.horizon, amplitude: h * 0.03 }), pal.land[1], 0.7);
  out += hill(ctx, ridgePoints(ctx, { y: ctx.horizon + h * 0.05, amplitude: h * 0.025 }), pal.foliage[1], 0.45);
  // contour lines bow downwards around a spur of the hill, like a real terraced slope
  const bow = rng.range(0.3, 0.7) * w;
  const rows = 14;
  const tilt = rng.range(-0.12, 0.12);
  const water = light.time === 'day' ? lighten(light.sky[2], 0.2) : light.sky[2];
  const green = [pal.foliage[0], mix(pal.foliage[0], '#b8c95a', 0.3), mix(pal.foliage[0], pal.foliage[1], 0.3)];
  const contours: Point[][] = [];
  for (let r = 0; r <= rows; r++) {
    const t = r / rows;
    const y = ctx.horizon + h * 0.04 + (h - ctx.horizon) * 0.95 * t ** 1.6 - t * h * 0.12;
    const depth = 0.4 * (1 - t);
    const points: Point[] = [];
    for (let k = 0; k <= 10; k++) {
      const x = -60 + (k / 10) * (w + 120);
      const dist = (x - bow) / w;
      points.push([x, y + Math.exp(-dist * dist * 4) * h * (0.03 + t * 0.3) - dist * tilt * h + rng.jitter(h * 0.004)]);
    }
    contours.push(points);
    const fill = light.paint(green[r % green.length]!, depth);
    out += `<path d="${ridgeShape(points, h)}" fill="${fill}"/>`;
    // flooded paddies shine with the sky just under each terrace edge
    out += `<path d="${smoothLine(points)}" fill="none" stroke="${darken(fill, 0.25)}" stroke-width="${n(1.5 + t * 3)}"/>`;
    // flooded paddies catch the sky in a bright line under each terrace wall
    out += `<path d="${smoothLine(points.map(([x, yy]) => [x, yy + 2 + t * 4]))}" fill="none" stroke="${r % 2 ? mix(water, fill, 0.3) : lighten(fill, 0.2)}" stroke-width="${n(1.5 + t * 3)}" stroke-opacity="0.8"/>`;
  }
  // palms standing along one of the middle terraces
  const row = contours[Math.floor(rows * 0.45)]!;
  const leaf = light.paint(pal.foliage[1], 0.25);
  for (let i = 0; i < rng.int(2, 4); i++) {
    const [x, y] = row[rng.int(1, row.length - 2)]!;
    out += palm(ctx, x, y, h * rng.range(0.2, 0.3), leaf);
  }
  // a thatched shelter where the farmers rest
  const [hx, hy] = row[rng.int(2, row.length - 3)]!;
  const s = h * 0.05;
  out += `<rect x="${n(hx - s * 0.6)}" y="${n(hy - s * 0.7)}" width="${n(s * 1.2)}" height="${n(s * 0.7)}" fill="${light.paint(pal.stone, 0.2)}"/>`;
  return out + `<path d="M${n(hx - s)} ${n(hy - s * 0.6)}L${n(hx)} ${n(hy - s * 1.4)}L${n(hx + s)} ${n(hy - s * 0.6)}Z" fill="${light.paint(darken(pal.roof, 0.1), 0.2)}"/>`;
};
