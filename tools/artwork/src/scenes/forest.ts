/** Forest and waterfall: layered canopies receding into mist, shafts of light, cascading water. */
import type { ArtContext, Scene } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { n, polygon } from '../svg.ts';
import { sky } from '../layers/sky.ts';
import { hill, ridgePoints } from '../layers/terrain.ts';
import { ripples } from '../layers/water.ts';
import { mangrove, tufts } from '../layers/flora.ts';
import { localTree } from './mountains.ts';

/** A band of pale mist lying over the layers behind it. */
function mist(ctx: ArtContext, y: number, height: number, opacity: number): string {
  const fill = ctx.defs.linearAt([[0, ctx.light.haze, 0], [0.5, ctx.light.haze, opacity], [1, ctx.light.haze, 0]], 0, y - height / 2, 0, y + height / 2);
  return `<rect y="${n(y - height / 2)}" width="${ctx.w}" height="${n(height)}" fill="${fill}"/>`;
}

/** Rows of trees from the far tree line to the foreground, with mist between them. */
function treeRows(ctx: ArtContext, top: number, rows: number): string {
  const { w, h, rng, pal, light } = ctx;
  let out = '';
  for (let r = 0; r < rows; r++) {
    const t = r / (rows - 1);
    const depth = 0.85 - t * 0.8;
    const ground = top + (h - top) * (0.15 + t * 0.8);
    out += hill(ctx, ridgePoints(ctx, { y: ground, amplitude: h * 0.015 }), pal.land[2], depth);
    const color = light.paint(r % 2 ? pal.foliage[1] : mix(pal.foliage[0], pal.foliage[1], 0.5), depth);
    const count = Math.round(14 - t * 8);
    for (let i = 0; i < count; i++) {
      const x = ((i + rng.range(0, 1)) / count) * w * 1.1 - w * 0.05;
      out += pal.name === 'andaman' && r === rows - 1
        ? mangrove(ctx, x, ground + h * 0.02, h * rng.range(0.35, 0.5), color)
        : localTree(ctx, x, ground + h * 0.02, h * (0.12 + t * 0.45) * rng.range(0.8, 1.2), color);
    }
    if (r < rows - 1) out += mist(ctx, ground, h * 0.12, 0.35 - t * 0.15);
  }
  return out;
}

/** Sun shafts slanting through the canopy. */
function rays(ctx: ArtContext): string {
  if (ctx.light.night) return '';
  const { w, h, rng } = ctx;
  const color = lighten(ctx.light.glow, 0.3);
  let out = '';
  for (let i = 0; i < 5; i++) {
    const x = rng.range(0.1, 0.9) * w;
    const spread = rng.range(30, 90);
    out += `<path d="${polygon([[x, 0], [x + spread, 0], [x + spread * 3 + h * 0.4, h], [x + h * 0.4, h]])}" fill="${color}" fill-opacity="${n(rng.range(0.05, 0.12))}"/>`;
  }
  return out;
}

export const forest: Scene = (ctx) => {
  const { h, rng, pal, light } = ctx;
  ctx.horizon = h * rng.range(0.35, 0.45);
  let out = sky(ctx, { clouds: rng.int(0, 2), birds: 0 });
  out += treeRows(ctx, ctx.horizon, 4) + rays(ctx);
  const ground = ridgePoints(ctx, { y: h * 0.96, amplitude: h * 0.02 });
  return out + tufts(ctx, ground.filter((_, i) => i % 2 === 0), light.paint(pal.foliage[0], 0), h * 0.08);
};

/** A canopy edge of overlapping domes between two x positions, closed down to `bottom`. */
function canopy(ctx: ArtContext, x1: number, x2: number, y: number, bottom: number, size: number): string {
  const { rng } = ctx;
  let d = `M${n(x1)} ${n(bottom)}L${n(x1)} ${n(y)}`;
  let x = x1;
  const dir = Math.sign(x2 - x1);
  while ((x2 - x) * dir > 0) {
    const step = size * rng.range(0.6, 1.2) * dir;
    const r = Math.abs(step) * rng.range(0.55, 0.8);
    x += step;
    d += `A${n(r)} ${n(r)} 0 0 ${dir > 0 ? 1 : 0} ${n(x)} ${n(y + rng.jitter(size * 0.15))}`;
  }
  return `${d}L${n(x)} ${n(bottom)}Z`;
}

export const waterfall: Scene = (ctx) => {
  const { w, h, rng, pal, light, defs } = ctx;
  ctx.horizon = h * 0.5;
  let out = sky(ctx, { clouds: rng.int(1, 2), birds: 0 });
  out += hill(ctx, ridgePoints(ctx, { y: h * 0.3, amplitude: h * 0.05 }), pal.land[0], 0.8);
  const fallX = w * rng.range(0.42, 0.58);
  const fallW = w * rng.range(0.08, 0.12);
  const lip = h * rng.range(0.28, 0.34);
  const pool = h * 0.76;
  const rock = light.paint(darken(pal.land[2], 0.15), 0.25);
  const jungle = light.paint(pal.foliage[1], 0.2);
  out += `<rect x="${n(fallX - fallW)}" y="${n(lip - h * 0.02)}" width="${n(fallW * 2)}" height="${n(pool - lip)}" fill="${darken(rock, 0.25)}"/>`;
  // two cliff walls framing the fall, rock strata, jungle spilling over their tops
  for (const side of [-1, 1]) {
    const edge = fallX + (side * fallW) / 2;
    const far = side < 0 ? -20 : w + 20;
    const top = lip - h * 0.03;
    const face = `M${n(edge)} ${n(top)}L${n(far)} ${n(top - h * 0.1)}L${n(far)} ${n(h)}L${n(edge + side * fallW * 0.3)} ${n(h)}` +
      `Q${n(edge - side * fallW * 0.05)} ${n((top + h) / 2)} ${n(edge)} ${n(top)}Z`;
    out += `<path d="${face}" fill="${defs.linear([[0, lighten(rock, 0.12)], [1, darken(rock, 0.25)]])}"/>`;
    for (let i = 0; i < 7; i++) {
      const x = edge + side * rng.range(0.05, 0.9) * Math.abs(far - edge);
      out += `<path d="M${n(x)} ${n(top + rng.range(0, h * 0.1))}v${n(rng.range(h * 0.1, h * 0.35))}" stroke="${darken(rock, 0.3)}" stroke-width="${n(rng.range(2, 6))}" stroke-opacity="0.5"/>`;
    }
    out += `<path d="${canopy(ctx, far, edge + side * fallW * 0.1, top - h * 0.06, top + h * 0.06, h * 0.11)}" fill="${darken(jungle, 0.15)}"/>`;
    out += `<path d="${canopy(ctx, far, edge + side * fallW * 0.4, top - h * 0.01, top + h * 0.1, h * 0.08)}" fill="${jungle}"/>`;
    for (let i = 0; i < 6; i++) {
      const x = edge + side * rng.range(0.5, 4) * fallW;
      out += `<path d="M${n(x)} ${n(top + h * 0.05)}q${n(rng.jitter(12))} ${n(h * 0.1)} 0 ${n(rng.range(h * 0.1, h * 0.25))}" fill="none" stroke="${jungle}" stroke-width="3"/>`;
    }
  }
  const water = light.paint('#eef8f7', 0.1);
  const fall = defs.linear([[0, water], [0.7, mix(water, pal.sea[0], 0.35)], [1, water]]);
  out += `<path d="M${n(fallX - fallW / 2)} ${n(lip)}q${n(fallW / 2)} ${n(-h * 0.02)} ${n(fallW)} 0l${n(fallW * 0.15)} ${n(pool - lip)}h${n(-fallW * 1.3)}z" fill="${fall}"/>`;
  for (let i = 0; i < 14; i++) {
    const x = fallX - fallW / 2 + rng.range(0, fallW);
    out += `<path d="M${n(x)} ${n(lip + rng.range(0, 40))}v${n(rng.range(80, pool - lip))}" stroke="${lighten(water, 0.5)}" stroke-width="${n(rng.range(1, 4))}" stroke-opacity="0.6"/>`;
  }
  const poolColor = light.paint(mix(pal.sea[0], pal.sea[1], 0.35), 0.1);
  out += `<path d="M-20 ${n(pool)}Q${n(w / 2)} ${n(pool - h * 0.03)} ${n(w + 20)} ${n(pool)}V${n(h)}H-20Z" fill="${defs.linear([[0, lighten(poolColor, 0.15)], [1, darken(poolColor, 0.2)]])}"/>`;
  for (let i = 0; i < 7; i++) {
    out += `<ellipse cx="${n(fallX + rng.jitter(fallW))}" cy="${n(pool + rng.range(-6, 24))}" rx="${n(fallW * rng.range(0.4, 1))}" ry="${n(h * 0.02)}" fill="${water}" fill-opacity="0.5"/>`;
  }
  out += ripples(ctx, pool + h * 0.04, h, 14) + mist(ctx, pool - h * 0.02, h * 0.16, 0.55);
  // dark boulders and ferns in the foreground corners
  const boulder = light.paint(mix(pal.land[2], pal.stone, 0.25), 0);
  const stoneFill = defs.linear([[0, lighten(boulder, 0.15)], [1, darken(boulder, 0.3)]]);
  for (const x of [w * rng.range(0.02, 0.18), w * rng.range(0.82, 0.98)]) {
    out += `<path d="M${n(x - w * 0.13)} ${n(h)}Q${n(x - w * 0.1)} ${n(h * 0.88)} ${n(x)} ${n(h * 0.89)}Q${n(x + w * 0.11)} ${n(h * 0.9)} ${n(x + w * 0.13)} ${n(h)}Z" fill="${stoneFill}"/>`;
  }
  const leaf = light.paint(pal.foliage[0], 0);
  return out + tufts(ctx, [[w * 0.04, h], [w * 0.12, h], [w * 0.88, h], [w * 0.96, h]], leaf, h * 0.25);
};
