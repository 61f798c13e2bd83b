/** Generic city blocks and rows of houses that the landmarks stand among. */
import type { ArtContext } from '../context.ts';
import { darken, lighten } from '../color.ts';
import { n, polygon } from '../svg.ts';

export interface CityOptions {
  base: number;
  /** Tallest building height. */
  height: number;
  color: string;
  from?: number;
  to?: number;
  /** Warm window lights (night, dusk). */
  windows?: string;
  density?: number;
}

/** A band of towers with varied roofs; returns markup and leaves gaps for landmarks. */
export function cityBand(ctx: ArtContext, o: CityOptions): string {
  const { rng } = ctx;
  let x = o.from ?? -20;
  const end = o.to ?? ctx.w + 20;
  let out = '';
  let lights = '';
  while (x < end) {
    const bw = rng.range(28, 80) * (ctx.w / 1600);
    const bh = o.height * rng.range(0.2, 1) ** 1.3;
    const top = o.base - bh;
    const roof = rng.int(0, 4);
    const shade = rng.chance(0.5) ? o.color : lighten(o.color, 0.04);
    if (roof === 1) out += `<path d="${polygon([[x, o.base], [x, top + bw * 0.3], [x + bw, top], [x + bw, o.base]])}" fill="${shade}"/>`;
    else out += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw + 0.5)}" height="${n(bh)}" fill="${shade}"/>`;
    if (roof === 2) out += `<rect x="${n(x + bw * 0.2)}" y="${n(top - bh * 0.08)}" width="${n(bw * 0.6)}" height="${n(bh * 0.08)}" fill="${shade}"/>`;
    if (roof === 3) out += `<rect x="${n(x + bw / 2 - 1)}" y="${n(top - bh * 0.18)}" width="2" height="${n(bh * 0.18)}" fill="${shade}"/>`;
    if (o.windows) {
      for (let wy = top + 8; wy < o.base - 6; wy += 9) {
        for (let wx = x + 5; wx < x + bw - 5; wx += 8) {
          if (rng.chance(o.density ?? 0.3)) lights += `<rect x="${n(wx)}" y="${n(wy)}" width="3.2" height="4.2" fill="${o.windows}" fill-opacity="${n(rng.range(0.5, 1))}"/>`;
        }
      }
    }
    x += bw + rng.range(0, 6);
  }
  return out + lights;
}

export interface HouseOptions {
  base: number;
  height: number;
  walls: readonly string[];
  roof: string;
  window: string;
  /** 'gable' for northern Europe, 'flat' for Mediterranean and tropical towns. */
  style?: 'gable' | 'flat';
}

/** A continuous row of narrow town houses with windows, doors and shutters. */
export function houseRow(ctx: ArtContext, o: HouseOptions): string {
  const { rng } = ctx;
  let x = -10;
  let out = '';
  while (x < ctx.w + 10) {
    const w = rng.range(90, 170) * (ctx.w / 1600);
    const flat = (o.style ?? 'gable') === 'flat';
    const h = o.height * rng.range(0.7, 1) * (flat ? 0.75 : 1);
    const top = o.base - h;
    const wall = rng.pick(o.walls);
    const gable = (o.style ?? 'gable') === 'gable' && rng.chance(0.7);
    out += gable
      ? `<path d="${polygon([[x, o.base], [x, top], [x + w / 2, top - w * 0.45], [x + w, top], [x + w, o.base]])}" fill="${wall}"/>` +
        `<path d="M${n(x - 4)} ${n(top + 2)}L${n(x + w / 2)} ${n(top - w * 0.45)}L${n(x + w + 4)} ${n(top + 2)}" fill="none" stroke="${o.roof}" stroke-width="${n(w * 0.07)}"/>`
      : `<rect x="${n(x)}" y="${n(top)}" width="${n(w + 0.5)}" height="${n(h)}" fill="${wall}"/><rect x="${n(x - 3)}" y="${n(top - 6)}" width="${n(w + 6)}" height="6" fill="${darken(wall, 0.15)}"/>`;
    const cols = Math.max(2, Math.round(w / 45));
    const rows = Math.max(2, Math.round(h / (flat ? 110 : 70)));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const cw = w / cols;
        const wx = x + c * cw + cw * 0.3;
        const wy = top + 18 + r * ((h - 40) / rows);
        if (r === rows - 1 && c === Math.floor(cols / 2)) {
          out += `<path d="M${n(wx)} ${n(o.base)}V${n(wy + 10)}a${n(cw * 0.2)} ${n(cw * 0.2)} 0 0 1 ${n(cw * 0.4)} 0V${n(o.base)}Z" fill="${darken(wall, 0.45)}"/>`;
        } else {
          out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(cw * 0.4)}" height="${n(Math.min(40, h / rows - 16))}" rx="${n(flat ? cw * 0.2 : 2)}" fill="${o.window}"/>`;
        }
      }
    }
    x += w;
  }
  return out;
}
