/** Market: striped awnings over stalls heaped with fruit and spices, lanterns strung above. */
import type { ArtContext, Scene } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { n } from '../svg.ts';
import { sky } from '../layers/sky.ts';
import { houseRow } from '../layers/buildings.ts';
import { lanternString } from '../layers/props.ts';

const PRODUCE = ['#e0765c', '#f2b441', '#8cb35a', '#c2452d', '#f0d36a', '#7a3b6a', '#e89a3c'];

function stall(ctx: ArtContext, x: number, ground: number, width: number, lamps: boolean): string {
  const { h, rng, pal } = ctx;
  // under the lanterns the stall glows warm even at night
  const light = lamps ? { paint: (c: string, d = 0) => mix(ctx.light.paint(c, d), mix(c, '#ffd08a', 0.25), ctx.light.night ? 0.6 : 0.25) } : ctx.light;
  const height = h * rng.range(0.3, 0.36);
  const top = ground - height;
  const stripeA = light.paint(rng.pick(pal.accents), 0.05);
  const stripeB = light.paint('#f6efe2', 0.05);
  const post = light.paint(darken(pal.roof, 0.3), 0.05);
  let out = `<path d="M${n(x + 6)} ${n(ground)}V${n(top)}M${n(x + width - 6)} ${n(ground)}V${n(top)}" stroke="${post}" stroke-width="8"/>`;
  // awning: a sloping striped canopy with a scalloped valance
  const stripes = 9;
  const slope = h * 0.09;
  for (let i = 0; i < stripes; i++) {
    const t0 = i / stripes;
    const t1 = (i + 1) / stripes;
    const topX = (t: number) => x + 12 + (width - 24) * t;
    const bottomX = (t: number) => x - 18 + (width + 36) * t;
    const fill = i % 2 ? stripeA : stripeB;
    out += `<path d="M${n(topX(t0))} ${n(top - slope)}L${n(topX(t1))} ${n(top - slope)}L${n(bottomX(t1))} ${n(top)}L${n(bottomX(t0))} ${n(top)}Z" fill="${fill}"/>`;
    const sw = bottomX(t1) - bottomX(t0);
    out += `<path d="M${n(bottomX(t0))} ${n(top)}h${n(sw)}a${n(sw / 2)} ${n(sw / 2.6)} 0 0 1 ${n(-sw)} 0z" fill="${fill}"/>`;
  }
  out += `<path d="M${n(x - 18)} ${n(top)}H${n(x + width + 18)}" stroke="${darken(stripeA, 0.25)}" stroke-width="2" stroke-opacity="0.5"/>`;
  const table = ground - height * 0.35;
  out += `<rect x="${n(x)}" y="${n(table)}" width="${n(width)}" height="${n(height * 0.35)}" fill="${light.paint(pal.roof, 0.05)}"/>`;
  out += `<rect x="${n(x)}" y="${n(table)}" width="${n(width)}" height="${n(h * 0.012)}" fill="${light.paint(darken(pal.roof, 0.2), 0.05)}"/>`;
  // baskets of produce: heaps of small round fruit, each basket its own colour
  const baskets = rng.int(3, 4);
  for (let b = 0; b < baskets; b++) {
    const bx = x + (width * (b + 0.5)) / baskets;
    const r = (width / baskets) * 0.38;
    const fruit = light.paint(rng.pick(PRODUCE), 0.05);
    out += `<path d="M${n(bx - r)} ${n(table)}a${n(r)} ${n(r * 0.5)} 0 0 0 ${n(r * 2)} 0z" fill="${light.paint('#b0844f', 0.05)}"/>`;
    for (let k = 0; k < 7; k++) {
      const fx = bx + rng.jitter(r * 0.55);
      const fy = table - rng.range(0, r * 0.5) * (1 - Math.abs(fx - bx) / r);
      out += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(r * 0.24)}" fill="${k % 3 ? fruit : lighten(fruit, 0.15)}"/>`;
    }
  }
  return out;
}

export const market: Scene = (ctx) => {
  const { w, h, rng, pal, light } = ctx;
  ctx.horizon = h * 0.6;
  const lit = light.night || light.time === 'dusk' || rng.chance(0.4);
  let out = sky(ctx, { clouds: rng.int(0, 2), birds: 0 });
  const ground = h * 0.84;
  const walls = pal.accents.map((c) => light.paint(mix(c, pal.stone, 0.55), 0.35));
  out += houseRow(ctx, { base: ground - h * 0.05, height: h * 0.5, walls, roof: light.paint(pal.roof, 0.35), window: lit ? '#f7cf7e' : light.paint(pal.ink, 0.35), style: 'flat' });
  out += `<rect y="${n(ground - h * 0.05)}" width="${w}" height="${n(h * 0.25)}" fill="${light.paint(mix(pal.sand, pal.stone, 0.4), 0)}"/>`;
  const count = rng.int(3, 4);
  const width = w / count - 30;
  for (let i = 0; i < count; i++) out += stall(ctx, 15 + i * (width + 30) + rng.jitter(10), ground, width, lit);
  out += lanternString(-20, h * 0.1, w + 20, h * 0.14, h * 0.06, lit ? '#ffd68a' : light.paint(pal.coral, 0), light.paint(pal.ink, 0.2), 12);
  return out + `<rect y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="${light.paint(darken(pal.sand, 0.15), 0)}"/>`;
};
