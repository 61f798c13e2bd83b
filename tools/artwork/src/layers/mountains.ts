/** Jagged peaks with a shadowed flank and, where it is cold, snow caps. */
import type { ArtContext } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { polygon, type Point } from '../svg.ts';

export interface PeaksOptions {
  base: number;
  /** Height of the tallest peak above `base`. */
  height: number;
  color: string;
  depth: number;
  snow?: boolean;
  peaks?: number;
}

export function peaks(ctx: ArtContext, o: PeaksOptions): string {
  const { w, rng, light, defs } = ctx;
  const count = o.peaks ?? rng.int(3, 5);
  const ridge: Point[] = [[-60, o.base - o.height * 0.15]];
  const tops: Point[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5 + rng.jitter(0.25)) / count) * w;
    const top: Point = [x, o.base - o.height * rng.range(0.55, 1)];
    const valley: Point = [x + (w / count) * rng.range(0.4, 0.6), o.base - o.height * rng.range(0.15, 0.4)];
    // a shoulder on each side breaks the perfect triangle
    ridge.push([x - (w / count) * rng.range(0.15, 0.3), top[1] + o.height * rng.range(0.12, 0.3)], top, valley);
    tops.push(top);
  }
  ridge.push([w + 60, o.base - o.height * 0.1], [w + 60, ctx.h], [-60, ctx.h]);
  const body = light.paint(o.color, o.depth);
  const id = defs.id('m');
  defs.add(`<clipPath id="${id}"><path d="${polygon(ridge)}"/></clipPath>`);
  let out = `<path d="${polygon(ridge)}" fill="${defs.linear([[0, lighten(body, 0.05)], [1, darken(body, 0.1)]])}"/>`;
  out += `<g clip-path="url(#${id})">`;
  const lightFromLeft = ctx.sun.x < w / 2;
  for (const [x, y] of tops) {
    const dir = lightFromLeft ? 1 : -1;
    const foot = o.base + 10;
    out += `<path d="${polygon([[x, y], [x + dir * o.height * rng.range(0.5, 0.9), foot], [x + dir * o.height * 0.05, foot]])}" fill="${darken(body, 0.25)}" fill-opacity="0.45"/>`;
    if (o.snow) {
      const cap = o.height * rng.range(0.18, 0.3);
      const snow = mix(light.paint('#f7f9fb', o.depth * 0.6), '#ffffff', light.night ? 0 : 0.2);
      const zig: Point[] = [[x - cap * 1.4, y + cap * 1.6]];
      for (let k = 1; k < 6; k++) zig.push([x - cap * 1.4 + (cap * 2.8 * k) / 6, y + cap * rng.range(0.7, 1.4)]);
      zig.push([x + cap * 1.4, y + cap * 1.6], [x + cap * 1.2, y - cap], [x - cap * 1.2, y - cap]);
      out += `<path d="${polygon(zig)}" fill="${snow}"/>`;
    }
  }
  return `${out}</g>`;
}
