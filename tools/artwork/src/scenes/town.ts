/** Old town: a row of houses on a cobbled square, a bell tower or wind towers behind. */
import type { Scene } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { n } from '../svg.ts';
import { sky } from '../layers/sky.ts';
import { houseRow } from '../layers/buildings.ts';
import { lanternString, parasol } from '../layers/props.ts';
import { campanile, domedBasilica } from '../landmarks/europe.ts';
import { mosque, windTower } from '../landmarks/dubai.ts';
import { meru } from '../landmarks/bali.ts';

const GABLED = new Set(['europe', 'australia', 'brand']);

export const oldTown: Scene = (ctx) => {
  const { w, h, rng, pal, light, defs } = ctx;
  ctx.horizon = h * 0.72;
  const lit = light.night || light.time === 'dusk';
  let out = sky(ctx, { clouds: rng.int(1, 3) });
  const street = h * rng.range(0.74, 0.8);
  const behind = light.paint(pal.stone, 0.45);
  const tx = w * rng.range(0.2, 0.8);
  if (pal.name === 'dubai') for (let i = 0; i < 4; i++) out += windTower(w * rng.range(0.05, 0.95), street - h * 0.22, h * 0.22, behind, darken(behind, 0.3));
  else if (pal.name === 'europe') out += campanile(tx, street - h * 0.3, h * 0.55, behind) + domedBasilica(w - tx, street - h * 0.3, h * 0.3, behind);
  else if (pal.name === 'maldives') out += mosque(tx, street - h * 0.25, h * 0.28, behind, light.paint(pal.gold, 0.4));
  else if (pal.name === 'bali') out += meru(tx, street - h * 0.3, h * 0.45, behind, light.paint(pal.roof, 0.45), 7);
  else out += campanile(tx, street - h * 0.3, h * 0.45, behind);
  const walls = pal.accents.map((c) => light.paint(mix(c, pal.stone, 0.45), 0.1));
  const windowColor = lit ? '#ffd98a' : light.paint(darken(pal.ink, 0.1), 0.1);
  out += houseRow(ctx, { base: street, height: h * rng.range(0.38, 0.46), walls, roof: light.paint(pal.roof, 0.1), window: windowColor, style: GABLED.has(pal.name) ? 'gable' : 'flat' });
  // cobbled square in perspective: rows of stones shrinking towards the houses
  const paving = light.paint(mix(pal.sand, pal.stone, 0.5), 0);
  out += `<rect y="${n(street)}" width="${w}" height="${n(h - street)}" fill="${defs.linear([[0, darken(paving, 0.12)], [1, paving]])}"/>`;
  for (let r = 0; r < 9; r++) {
    const t = (r + 1) / 9;
    const y = street + (h - street) * t ** 1.6;
    const size = 10 + t * 60;
    out += `<path d="M0 ${n(y)}H${w}" stroke="${darken(paving, 0.18)}" stroke-width="${n(0.8 + t * 2)}" stroke-opacity="0.6"/>`;
    for (let x = rng.range(0, size); x < w; x += size) {
      out += `<path d="M${n(x)} ${n(y)}v${n(-size * 0.3)}" stroke="${darken(paving, 0.18)}" stroke-width="${n(0.8 + t * 1.5)}" stroke-opacity="0.5"/>`;
    }
  }
  if (rng.chance(0.7)) out += parasol(w * rng.range(0.2, 0.8), h * 0.97, h * 0.2, light.paint(pal.coral, 0), light.paint('#f6f0e4', 0), light.paint(pal.ink, 0), false);
  if (lit) out += lanternString(-20, street - h * 0.3, w + 20, street - h * 0.34, h * 0.05, '#ffdd95', light.paint(pal.ink, 0.2), 14);
  const pot = light.paint(lighten(pal.roof, 0.1), 0);
  for (let i = 0; i < 3; i++) {
    const x = w * rng.range(0.05, 0.95);
    out += `<path d="M${n(x - 16)} ${n(street + 2)}h32l-5 28h-22z" fill="${pot}"/><circle cx="${n(x)}" cy="${n(street - 6)}" r="20" fill="${light.paint(pal.foliage[0], 0)}"/>`;
    out += `<circle cx="${n(x - 7)}" cy="${n(street - 12)}" r="5" fill="${light.paint(pal.coral, 0)}"/><circle cx="${n(x + 8)}" cy="${n(street - 4)}" r="4" fill="${light.paint(pal.coral, 0)}"/>`;
  }
  return out;
};
