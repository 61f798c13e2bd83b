/** Lagoon, overwater villas and a boat at anchor: calm water scenes seen from the shore. */
import type { Scene } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { n, ridgeShape, type Point } from '../svg.ts';
import { sky } from '../layers/sky.ts';
import { ripples, sea, withReflection } from '../layers/water.ts';
import { palm } from '../layers/flora.ts';
import { boat, boatFor } from '../layers/boats.ts';
import { coastalBackdrop } from '../landmarks/backdrop.ts';
import { stiltVillas } from '../landmarks/islands.ts';

/** Turquoise bands over sand shallows, a sand bar and a palm islet. */
export const lagoon: Scene = (ctx) => {
  const { w, h, rng, pal, light, defs } = ctx;
  ctx.horizon = h * rng.range(0.36, 0.44);
  let out = sky(ctx) + coastalBackdrop(ctx, ctx.horizon) + sea(ctx, { tone: 'open', ripples: 10 });
  const bands = [0.3, 0.55, 0.8];
  for (const [i, t] of bands.entries()) {
    const y = ctx.horizon + (h - ctx.horizon) * t;
    const points: Point[] = [];
    for (let k = 0; k <= 6; k++) points.push([-40 + (k / 6) * (w + 80), y + Math.sin(k + rng.range(0, 6)) * h * 0.02]);
    const color = light.paint(mix(pal.sea[1], pal.sea[0], 0.45 + i * 0.3), 0.3 - i * 0.1);
    out += `<path d="${ridgeShape(points, h)}" fill="${defs.linear([[0, color, 0.9], [1, lighten(color, 0.15)]])}"/>`;
  }
  const barY = h * rng.range(0.78, 0.86);
  const barX = w * rng.range(0.35, 0.65);
  out += `<ellipse cx="${n(barX)}" cy="${n(barY + 6)}" rx="${n(w * 0.3)}" ry="${n(h * 0.045)}" fill="${light.paint(pal.sea[0], 0)}" fill-opacity="0.8"/>`;
  out += `<ellipse cx="${n(barX)}" cy="${n(barY)}" rx="${n(w * 0.22)}" ry="${n(h * 0.03)}" fill="${light.paint(pal.sand, 0)}"/>`;
  const leaf = light.paint(pal.foliage[1], 0.1);
  for (let i = 0; i < rng.int(1, 3); i++) out += palm(ctx, barX + rng.jitter(w * 0.1), barY, h * rng.range(0.25, 0.38), leaf);
  return out + ripples(ctx, ctx.horizon, h, 18);
};

/** A jetty of thatched villas on stilts running out into the lagoon, with their reflections. */
export const overwaterVilla: Scene = (ctx) => {
  const { w, h, rng, pal, light } = ctx;
  ctx.horizon = h * rng.range(0.5, 0.56);
  const lit = light.night || light.time === 'dusk';
  let out = sky(ctx) + coastalBackdrop(ctx, ctx.horizon) + sea(ctx, { tone: 'lagoon', ripples: 0 });
  const colors = (depth: number) => ({
    wall: light.paint(pal.stone, depth),
    thatch: light.paint(pal.roof, depth),
    stilt: light.paint(darken(pal.roof, 0.35), depth),
    glow: lit ? '#ffd58f' : undefined,
  });
  const rows = [
    { y: ctx.horizon + h * 0.06, size: 60, count: 7, depth: 0.45 },
    { y: ctx.horizon + h * 0.2, size: 150, count: 4, depth: 0.15 },
  ];
  let villas = '';
  for (const row of rows) {
    const size = row.size * (w / 1600);
    villas += stiltVillas(rng.range(-0.05, 0.2) * w, row.y, size, row.count, colors(row.depth), size * rng.range(1.9, 2.4));
  }
  out += withReflection(ctx, villas, ctx.horizon + h * 0.2, 0.25);
  return out + ripples(ctx, ctx.horizon, h, 30);
};

/** A boat of the destination's waters at anchor, the far shore behind. */
export const boatScene: Scene = (ctx) => {
  const { w, h, rng, pal, light } = ctx;
  ctx.horizon = h * rng.range(0.5, 0.6);
  let out = sky(ctx) + coastalBackdrop(ctx, ctx.horizon) + sea(ctx, { tone: 'lagoon', ripples: 0 });
  const size = w * rng.range(0.3, 0.42);
  const x = w * rng.range(0.35, 0.65);
  const y = ctx.horizon + (h - ctx.horizon) * rng.range(0.45, 0.6);
  const kind = boatFor(pal.name);
  const hull = kind === 'yacht' ? '#f4f1ea' : kind === 'dhow' ? '#8a5a3a' : '#6b4a34';
  const sail = kind === 'dhow' ? '#efe4cf' : kind === 'yacht' ? '#fbf8f1' : pal.accents[0]!;
  const craft = boat(kind, x, y, size, {
    hull: light.paint(hull, 0), sail: light.paint(sail, 0), trim: light.paint(pal.ink, 0), accent: light.paint(pal.coral, 0),
  });
  out += withReflection(ctx, craft, y + size * 0.03, 0.3);
  out += `<path d="M${n(x - size * 0.7)} ${n(y + size * 0.05)}h${n(size * 1.3)}" stroke="${lighten(light.paint(pal.sea[0], 0), 0.4)}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.6"/>`;
  return out + ripples(ctx, ctx.horizon, h, 30);
};
