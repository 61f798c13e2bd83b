/** Food: a table seen from above, a main dish, small bowls, a drink, cutlery and petals. */
import type { ArtContext, Scene } from '../context.ts';
import { darken, lighten } from '../color.ts';
import { n } from '../svg.ts';
import { indoorPaint } from '../lighting.ts';
import { frangipani } from '../layers/flora.ts';

/** Curries, dips and sauces each destination's table is likely to hold. */
const DISHES: Record<string, readonly string[]> = {
  thailand: ['#8fb35a', '#e07a3c', '#d9b04a', '#c2452d'],
  bali: ['#c9772e', '#e0b050', '#8a4a2a', '#d95f3c'],
  dubai: ['#e8d2a8', '#c9823c', '#a84a3a', '#8fa35a'],
  europe: ['#c2452d', '#e8c070', '#f3ead6', '#6f8f4a'],
  default: ['#e08a3c', '#f0c255', '#c2452d', '#8fb35a'],
};

function bowl(ctx: ArtContext, x: number, y: number, r: number, sauce: string, rim: string): string {
  const { rng } = ctx;
  let out = `<circle cx="${n(x + r * 0.06)}" cy="${n(y + r * 0.08)}" r="${n(r)}" fill="#000" fill-opacity="0.12"/>`;
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rim}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="${sauce}"/>`;
  out += `<path d="M${n(x - r * 0.4)} ${n(y)}q${n(r * 0.2)} ${n(-r * 0.3)} ${n(r * 0.45)} ${n(-r * 0.1)}t${n(r * 0.35)} ${n(r * 0.05)}" stroke="${lighten(sauce, 0.35)}" stroke-width="${n(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < 6; i++) {
    const a = rng.range(0, 6.28);
    const d = rng.range(0, r * 0.6);
    out += `<ellipse cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" rx="${n(r * 0.09)}" ry="${n(r * 0.05)}" transform="rotate(${n(rng.range(0, 180))} ${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)})" fill="#5f8f3a"/>`;
  }
  return out;
}

function riceMound(ctx: ArtContext, x: number, y: number, r: number): string {
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#f6f1e6"/>`;
  for (let i = 0; i < 40; i++) {
    const a = ctx.rng.range(0, 6.28);
    const d = Math.sqrt(ctx.rng.next()) * r * 0.9;
    out += `<ellipse cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" rx="${n(r * 0.07)}" ry="${n(r * 0.03)}" transform="rotate(${n(ctx.rng.range(0, 180))} ${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)})" fill="#e4dccb"/>`;
  }
  return out;
}

function citrus(x: number, y: number, r: number, flesh: string): string {
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${darken(flesh, 0.15)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.86)}" fill="${lighten(flesh, 0.5)}"/>`;
  for (let i = 0; i < 8; i++) {
    const a1 = (i / 8) * Math.PI * 2 + 0.06;
    const a2 = ((i + 1) / 8) * Math.PI * 2 - 0.06;
    out += `<path d="M${n(x)} ${n(y)}L${n(x + Math.cos(a1) * r * 0.78)} ${n(y + Math.sin(a1) * r * 0.78)}A${n(r * 0.78)} ${n(r * 0.78)} 0 0 1 ${n(x + Math.cos(a2) * r * 0.78)} ${n(y + Math.sin(a2) * r * 0.78)}Z" fill="${flesh}"/>`;
  }
  return out;
}

export const food: Scene = (ctx) => {
  const { w, h, rng, pal, defs } = ctx;
  const paint = indoorPaint(ctx.light);
  const light = { ...ctx.light, paint: (c: string, _depth?: number) => paint(c) };
  const wood = rng.chance(0.5);
  const table = light.paint(wood ? '#6b4a34' : lighten(pal.sand, 0.2), 0);
  let out = `<rect width="${w}" height="${h}" fill="${defs.radial([[0, lighten(table, 0.08)], [1, darken(table, 0.15)]], w / 2, h / 2, w * 0.7)}"/>`;
  if (wood) for (let y = rng.range(60, 140); y < h; y += rng.range(120, 180)) out += `<path d="M0 ${n(y)}H${w}" stroke="${darken(table, 0.25)}" stroke-width="3" stroke-opacity="0.6"/>`;
  const cx = w * rng.range(0.4, 0.6);
  const cy = h * rng.range(0.42, 0.58);
  const leafColor = light.paint('#3f7a3a', 0);
  out += `<path d="M${n(cx - w * 0.28)} ${n(cy + h * 0.12)}Q${n(cx - w * 0.1)} ${n(cy - h * 0.45)} ${n(cx + w * 0.3)} ${n(cy - h * 0.2)}Q${n(cx + w * 0.1)} ${n(cy + h * 0.4)} ${n(cx - w * 0.28)} ${n(cy + h * 0.12)}Z" fill="${leafColor}"/>`;
  out += `<path d="M${n(cx - w * 0.26)} ${n(cy + h * 0.11)}Q${n(cx)} ${n(cy - h * 0.05)} ${n(cx + w * 0.28)} ${n(cy - h * 0.19)}" stroke="${lighten(leafColor, 0.3)}" stroke-width="4" fill="none"/>`;
  const plate = light.paint('#f8f5ee', 0);
  out += `<circle cx="${n(cx + 10)}" cy="${n(cy + 14)}" r="${n(h * 0.27)}" fill="#000" fill-opacity="0.15"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.27)}" fill="${plate}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.21)}" fill="none" stroke="${darken(plate, 0.06)}" stroke-width="3"/>`;
  const sauces = DISHES[pal.name] ?? DISHES.default!;
  out += riceMound(ctx, cx - h * 0.07, cy + h * 0.02, h * 0.1);
  out += bowl(ctx, cx + h * 0.09, cy - h * 0.05, h * 0.085, light.paint(sauces[0]!, 0), plate);
  out += citrus(cx + h * 0.1, cy + h * 0.12, h * 0.04, light.paint('#b5d35a', 0));
  // side bowls around the main plate
  const around = rng.int(3, 5);
  for (let i = 0; i < around; i++) {
    const a = (i / around) * Math.PI * 2 + rng.range(0, 1);
    const x = cx + Math.cos(a) * h * 0.45 * 1.25;
    const y = cy + Math.sin(a) * h * 0.4;
    out += bowl(ctx, x, y, h * rng.range(0.07, 0.1), light.paint(sauces[(i + 1) % sauces.length]!, 0), light.paint(rng.pick(pal.accents), 0));
  }
  // a glass seen from above and a fork and knife at the plate's side
  const gx = cx + h * 0.42;
  const gy = cy - h * 0.32;
  out += `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(h * 0.06)}" fill="${light.paint(pal.coral, 0)}" fill-opacity="0.85"/><circle cx="${n(gx)}" cy="${n(gy)}" r="${n(h * 0.06)}" fill="none" stroke="#fff" stroke-width="4" stroke-opacity="0.7"/>`;
  out += citrus(gx + h * 0.03, gy - h * 0.02, h * 0.025, light.paint('#f2c24a', 0));
  const metal = light.paint('#c9c4b8', 0);
  for (const dx of [-0.33, -0.3]) out += `<rect x="${n(cx + dx * h - 4)}" y="${n(cy - h * 0.2)}" width="8" height="${n(h * 0.4)}" rx="4" fill="${metal}"/>`;
  for (let i = 0; i < 6; i++) out += frangipani(rng.range(0.05, 0.95) * w, rng.range(0.05, 0.95) * h, rng.range(10, 16), light.paint('#fbf4ea', 0), light.paint('#f2c55c', 0), rng.range(0, 6));
  return out;
};
