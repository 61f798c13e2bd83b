/** Island: from the air by day; at dusk and night, palm-crowned islets on the horizon and a lone boat. */
import type { Scene } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { n, smoothLoop, type Point } from '../svg.ts';
import type { Rng } from '../random.ts';
import { sky } from '../layers/sky.ts';
import { ripples, sea, withReflection } from '../layers/water.ts';
import { palm } from '../layers/flora.ts';
import { boat, boatFor } from '../layers/boats.ts';

/** A wobbly closed outline; the same harmonics at every scale keep the rings concentric. */
function outline(rng: Rng, cx: number, cy: number, rx: number, ry: number) {
  const harmonics = [2, 3, 5].map((k) => ({ k, a: rng.range(0.04, 0.14) / (k / 2), phase: rng.range(0, 6.28) }));
  return (scale: number, wobble = 1): string => {
    const points: Point[] = [];
    for (let i = 0; i < 18; i++) {
      const theta = (i / 18) * Math.PI * 2;
      const r = 1 + harmonics.reduce((sum, h) => sum + h.a * wobble * Math.sin(h.k * theta + h.phase), 0);
      points.push([cx + Math.cos(theta) * rx * scale * r, cy + Math.sin(theta) * ry * scale * r]);
    }
    return smoothLoop(points);
  };
}

/** Seen from the air by day: reef halo, sand ring, jungle heart, a jetty of villas, a boat's wake. */
const aerialIsland: Scene = (ctx) => {
  const { w, h, rng, pal, light, defs } = ctx;
  const cx = w * rng.range(0.38, 0.62);
  const cy = h * rng.range(0.42, 0.58);
  const rx = w * rng.range(0.14, 0.2);
  const ry = rx * rng.range(0.55, 0.8);
  const shape = outline(rng, cx, cy, rx, ry);
  const [shallow, deep] = pal.sea;
  const paint = (c: string) => light.paint(c, 0.1);
  let out = `<rect width="${w}" height="${h}" fill="${defs.radial([[0, paint(mix(shallow, deep, 0.35))], [0.5, paint(deep)], [1, paint(darken(deep, 0.25))]], cx, cy, w * 0.75)}"/>`;
  out += `<path d="${shape(1.9, 1.15)}" fill="${paint(mix(shallow, deep, 0.3))}" fill-opacity="0.35"/>`;
  out += `<path d="${shape(1.7, 1.1)}" fill="${paint(mix(shallow, deep, 0.2))}" fill-opacity="0.35"/>`;
  out += `<path d="${shape(1.45, 1.05)}" fill="${paint(shallow)}" fill-opacity="0.8"/>`;
  out += `<path d="${shape(1.2)}" fill="${paint(lighten(shallow, 0.35))}"/>`;
  out += `<path d="${shape(1.05)}" fill="none" stroke="${paint('#ffffff')}" stroke-width="5" stroke-opacity="0.7"/>`;
  out += `<path d="${shape(1)}" fill="${paint(pal.sand)}"/>`;
  out += `<path d="${shape(0.78)}" fill="${paint(pal.foliage[1])}"/>`;
  for (let i = 0; i < 70; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 0.7;
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    const r = rng.range(10, 22) * (w / 1600);
    out += `<circle cx="${n(x + 3)}" cy="${n(y + 4)}" r="${n(r)}" fill="${paint(darken(pal.foliage[1], 0.35))}" fill-opacity="0.5"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${paint(rng.chance(0.5) ? pal.foliage[0] : mix(pal.foliage[0], pal.foliage[1], 0.5))}"/>`;
  }
  // a jetty with villas leaves the island towards the open water
  const dir = rng.chance(0.5) ? 1 : -1;
  const jx = cx + dir * rx * 0.95;
  const len = w * rng.range(0.16, 0.24);
  out += `<path d="M${n(jx)} ${n(cy)}h${n(dir * len)}" stroke="${paint('#b89a74')}" stroke-width="6"/>`;
  for (let i = 1; i <= 5; i++) {
    const vx = jx + dir * (len * i) / 5.5;
    for (const side of [-1, 1]) {
      const vy = cy + side * 26;
      out += `<path d="M${n(vx)} ${n(cy)}V${n(vy)}" stroke="${paint('#b89a74')}" stroke-width="3"/>`;
      out += `<rect x="${n(vx - 13)}" y="${n(vy - 11)}" width="26" height="22" rx="3" fill="${paint(pal.roof)}"/>`;
      out += `<path d="M${n(vx - 13)} ${n(vy)}h26M${n(vx)} ${n(vy - 11)}v22" stroke="${paint(darken(pal.roof, 0.2))}" stroke-width="1.5"/>`;
      if (light.night || light.time === 'dusk') out += `<circle cx="${n(vx)}" cy="${n(vy + side * 16)}" r="3" fill="#ffd98a"/>`;
    }
  }
  // a boat heading out, its wake opening behind it
  const bx = w * rng.range(0.15, 0.85);
  const by = rng.chance(0.5) ? h * rng.range(0.08, 0.2) : h * rng.range(0.82, 0.92);
  const wake = paint('#ffffff');
  out += `<path d="M${n(bx)} ${n(by)}l${n(-160)} ${n(-40)}M${n(bx)} ${n(by)}l${n(-160)} ${n(40)}" stroke="${wake}" stroke-width="3" stroke-opacity="0.45" fill="none"/>`;
  out += `<path d="M${n(bx - 24)} ${n(by - 7)}h30q12 7 0 14h-30z" fill="${paint('#f5f1e8')}"/>`;
  return out;
};

/** Islets seen across calm water, palms against the evening sky, one small boat. */
const islandView: Scene = (ctx) => {
  const { w, h, rng, pal, light } = ctx;
  ctx.horizon = h * rng.range(0.58, 0.64);
  const left = rng.chance(0.5);
  let out = sky(ctx, { clouds: rng.int(1, 3), sunAt: left ? rng.range(0.6, 0.8) : rng.range(0.2, 0.4) });
  out += sea(ctx, { tone: 'open', ripples: 0 });
  let islets = '';
  const islands = [
    { x: w * (left ? rng.range(0.22, 0.36) : rng.range(0.64, 0.78)), width: w * rng.range(0.36, 0.48), depth: 0.35 },
    { x: w * (left ? rng.range(0.6, 0.75) : rng.range(0.25, 0.4)), width: w * rng.range(0.12, 0.18), depth: 0.6 },
  ].sort((a, b) => b.depth - a.depth);
  for (const isle of islands) {
    const base = ctx.horizon + h * 0.012;
    const height = isle.width * rng.range(0.12, 0.18);
    const jungle = light.paint(pal.foliage[1], isle.depth);
    islets += `<path d="M${n(isle.x - isle.width / 2)} ${n(base)}C${n(isle.x - isle.width * 0.3)} ${n(base - height)} ${n(isle.x + isle.width * 0.2)} ${n(base - height * 1.1)} ${n(isle.x + isle.width / 2)} ${n(base)}Z" fill="${jungle}"/>`;
    islets += `<ellipse cx="${n(isle.x)}" cy="${n(base)}" rx="${n(isle.width * 0.55)}" ry="${n(h * 0.008)}" fill="${light.paint(pal.sand, isle.depth)}"/>`;
    const palms = Math.round(isle.width / (w * 0.06));
    for (let i = 0; i < palms; i++) {
      const x = isle.x + rng.jitter(isle.width * 0.35);
      islets += palm(ctx, x, base - height * 0.5, h * rng.range(0.12, 0.22) * (1.2 - isle.depth), jungle);
    }
  }
  out += withReflection(ctx, islets, ctx.horizon + h * 0.012, 0.35);
  const size = w * rng.range(0.09, 0.13);
  const bx = w * (left ? rng.range(0.55, 0.8) : rng.range(0.2, 0.45));
  const by = ctx.horizon + (h - ctx.horizon) * rng.range(0.35, 0.55);
  const hull = light.paint(pal.ink, 0.1);
  out += boat(boatFor(pal.name), bx, by, size, { hull, sail: light.paint('#f1e9da', 0.1), trim: hull, accent: light.paint(pal.coral, 0.1) });
  return out + ripples(ctx, ctx.horizon, h, 30);
};

export const island: Scene = (ctx) => (ctx.light.time === 'dusk' || ctx.light.night ? islandView(ctx) : aerialIsland(ctx));
