/** Spa: stacked stones, candles and a bowl of floating blossoms on a ledge, palm shadows on the wall. */
import type { Scene } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { n } from '../svg.ts';
import { indoorPaint } from '../lighting.ts';
import { frangipani } from '../layers/flora.ts';

export const spa: Scene = (ctx) => {
  const { w, h, rng, pal, defs } = ctx;
  const paint = indoorPaint(ctx.light);
  const light = { ...ctx.light, paint: (c: string, _depth?: number) => paint(c) };
  const evening = light.night || light.time === 'dusk';
  const wall = light.paint(rng.pick([mix(pal.stone, pal.sand, 0.5), mix(pal.sea[0], pal.sand, 0.6), mix(pal.coral, pal.sand, 0.65), mix(pal.foliage[0], pal.sand, 0.6)]), 0);
  let out = `<rect width="${w}" height="${h}" fill="${defs.radial([[0, lighten(wall, 0.12)], [1, darken(wall, 0.18)]], w * 0.6, h * 0.3, w * 0.8)}"/>`;
  // the shadow of a palm frond falling across the wall
  const shade = darken(wall, 0.35);
  const sx = w * rng.range(0.1, 0.4);
  for (let i = 0; i < 14; i++) {
    const a = -0.4 + i * 0.11;
    const x = sx + i * w * 0.03;
    const y = h * 0.05 + i * h * 0.012;
    out += `<path d="M${n(x)} ${n(y)}q${n(Math.cos(a) * 120)} ${n(60 + Math.sin(a) * 60)} ${n(Math.cos(a) * 60 + 40)} ${n(220)}q${n(-30)} ${n(-110)} ${n(-Math.cos(a) * 60 - 40)} ${n(-220)}z" fill="${shade}" fill-opacity="0.16"/>`;
  }
  const ledge = h * rng.range(0.68, 0.74);
  const wood = light.paint(rng.chance(0.5) ? '#8a6446' : pal.stone, 0);
  out += `<rect y="${n(ledge)}" width="${w}" height="${n(h - ledge)}" fill="${defs.linear([[0, lighten(wood, 0.1)], [1, darken(wood, 0.2)]])}"/>`;
  out += `<rect y="${n(ledge)}" width="${w}" height="6" fill="${lighten(wood, 0.25)}"/>`;
  // stacked basalt stones
  const stoneX = w * rng.range(0.15, 0.3);
  let y = ledge;
  const basalt = light.paint('#4a4f52', 0);
  for (let i = 0; i < rng.int(3, 5); i++) {
    const rx = w * (0.09 - i * 0.014);
    const ry = h * (0.05 - i * 0.005);
    y -= ry * 1.7;
    out += `<ellipse cx="${n(stoneX + rng.jitter(6))}" cy="${n(y + ry * 0.7)}" rx="${n(rx)}" ry="${n(ry)}" fill="${defs.linear([[0, lighten(basalt, 0.25)], [1, darken(basalt, 0.2)]])}"/>`;
  }
  // candles, their flames glowing more after dark
  const wax = light.paint('#f6efe0', 0);
  for (let i = 0; i < rng.int(2, 3); i++) {
    const cx = w * (0.52 + i * 0.09) + rng.jitter(10);
    const ch = h * rng.range(0.1, 0.2);
    const cr = w * 0.028;
    out += `<circle cx="${n(cx)}" cy="${n(ledge - ch - 18)}" r="${n(evening ? 120 : 50)}" fill="${defs.radial([[0, '#ffd27a', evening ? 0.45 : 0.2], [1, '#ffd27a', 0]], cx, ledge - ch - 18, evening ? 120 : 50)}"/>`;
    out += `<rect x="${n(cx - cr)}" y="${n(ledge - ch)}" width="${n(cr * 2)}" height="${n(ch)}" fill="${defs.linear([[0, wax], [1, darken(wax, 0.15)]], 0, 0, 1, 0)}"/>`;
    out += `<ellipse cx="${n(cx)}" cy="${n(ledge - ch)}" rx="${n(cr)}" ry="${n(cr * 0.25)}" fill="${lighten(wax, 0.2)}"/>`;
    out += `<path d="M${n(cx)} ${n(ledge - ch - 30)}q9 14 0 26q-9 -12 0 -26z" fill="#ffcf6a"/>`;
  }
  // a wide stone bowl with frangipani floating on the water
  const bx = w * rng.range(0.78, 0.86);
  const br = w * 0.11;
  out += `<path d="M${n(bx - br)} ${n(ledge - h * 0.1)}h${n(br * 2)}q${n(-br * 0.1)} ${n(h * 0.1)} ${n(-br * 0.5)} ${n(h * 0.1)}h${n(-br)}q${n(-br * 0.4)} 0 ${n(-br * 0.5)} ${n(-h * 0.1)}z" fill="${light.paint('#d9d2c4', 0)}"/>`;
  out += `<ellipse cx="${n(bx)}" cy="${n(ledge - h * 0.1)}" rx="${n(br)}" ry="${n(h * 0.025)}" fill="${light.paint(pal.sea[0], 0)}"/>`;
  for (let i = 0; i < 3; i++) out += frangipani(bx + (i - 1) * br * 0.55, ledge - h * 0.105, 16, light.paint('#fbf4ea', 0), light.paint('#f2c55c', 0), i);
  // rolled towels
  const towel = light.paint(rng.pick([pal.sand, '#f4efe6', pal.accents[2]!]), 0);
  for (let i = 0; i < 2; i++) {
    const tx = w * 0.4 + i * 70;
    out += `<circle cx="${n(tx)}" cy="${n(ledge - 34)}" r="34" fill="${towel}"/><circle cx="${n(tx)}" cy="${n(ledge - 34)}" r="18" fill="none" stroke="${darken(towel, 0.15)}" stroke-width="4"/>`;
  }
  return out;
};
