/** Rolling land: smooth ridges layered from far (hazy) to near (rich and dark). */
import type { ArtContext } from '../context.ts';
import { darken, lighten } from '../color.ts';
import { ridgeShape, type Point } from '../svg.ts';

export interface RidgeOptions {
  /** Mean height of the ridge line. */
  y: number;
  amplitude: number;
  /** Number of gentle waves across the width. */
  waves?: number;
  points?: number;
  /** Extra width on both sides so edges never show. */
  bleed?: number;
}

/** Points of a natural-looking ridge: a few sine waves with random phases plus jitter. */
export function ridgePoints(ctx: ArtContext, o: RidgeOptions): Point[] {
  const { w, rng } = ctx;
  const count = o.points ?? 14;
  const waves = o.waves ?? rng.range(1, 2.6);
  const bleed = o.bleed ?? 40;
  const phases = [rng.range(0, 6.28), rng.range(0, 6.28), rng.range(0, 6.28)];
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const wave = Math.sin(t * waves * 6.28 + phases[0]!) * 0.6 + Math.sin(t * waves * 2.3 * 6.28 + phases[1]!) * 0.28 +
      Math.sin(t * waves * 5.1 * 6.28 + phases[2]!) * 0.12;
    points.push([-bleed + t * (w + bleed * 2), o.y - wave * o.amplitude + rng.jitter(o.amplitude * 0.08)]);
  }
  return points;
}

/** A single filled hill layer with a soft top-to-bottom gradient. */
export function hill(ctx: ArtContext, points: Point[], color: string, depth: number, bottom = ctx.h): string {
  const c = ctx.light.paint(color, depth);
  const fill = ctx.defs.linear([[0, lighten(c, 0.06)], [1, darken(c, 0.12)]]);
  return `<path d="${ridgeShape(points, bottom)}" fill="${fill}"/>`;
}

export interface HillsOptions {
  /** y of the farthest and the nearest ridge. */
  from: number;
  to: number;
  layers?: number;
  amplitude?: number;
  colors?: readonly string[];
}

/** Several hill layers receding into the haze; the nearest uses the darkest land colour. */
export function hills(ctx: ArtContext, o: HillsOptions): string {
  const layers = o.layers ?? 3;
  const colors = o.colors ?? ctx.pal.land;
  let out = '';
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const y = o.from + (o.to - o.from) * t;
    const amplitude = (o.amplitude ?? ctx.h * 0.06) * (1.3 - t * 0.6);
    const color = colors[Math.min(colors.length - 1, Math.round(t * (colors.length - 1)))]!;
    out += hill(ctx, ridgePoints(ctx, { y, amplitude }), color, 1 - t * 0.85);
  }
  return out;
}
