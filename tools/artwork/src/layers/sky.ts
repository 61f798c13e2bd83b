/** Sky: gradient, sun or moon with its glow, stars, clouds and a few birds. */
import type { ArtContext } from '../context.ts';
import { lighten, mix } from '../color.ts';
import { n } from '../svg.ts';

export interface SkyOptions {
  /** Horizontal position of the sun as a share of the width. */
  sunAt?: number;
  clouds?: number;
  birds?: number;
}

/** Paints the sky down to the horizon (and a little past it) and places `ctx.sun`. */
export function sky(ctx: ArtContext, options: SkyOptions = {}): string {
  const { w, rng, light, defs, horizon } = ctx;
  const [top, upper, lower, haze] = light.sky;
  const fill = defs.linearAt([[0, top], [0.45, upper], [0.8, lower], [1, haze]], 0, 0, 0, horizon);
  const sunX = w * (options.sunAt ?? rng.range(0.22, 0.78));
  const sunY = horizon - horizon * light.sunHeight;
  const r = light.sunRadius * (w / 1600) * rng.range(0.9, 1.2);
  ctx.sun = { x: sunX, y: sunY, r };
  const glowSize = (light.time === 'day' ? 6 : light.night ? 7 : 11) * r;
  const glow = defs.radial([[0, light.glow, light.night ? 0.35 : 0.75], [0.35, light.glow, light.night ? 0.1 : 0.28], [1, light.glow, 0]], sunX, sunY, glowSize);
  const parts = [
    `<rect width="${w}" height="${n(horizon + 4)}" fill="${fill}"/>`,
    `<rect width="${w}" height="${n(horizon + 4)}" fill="${glow}"/>`,
  ];
  if (light.night) parts.push(stars(ctx, 90, 0.85), moon(ctx));
  else parts.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(r)}" fill="${light.sun}"${light.time === 'day' ? ' fill-opacity="0.95"' : ''}/>`);
  // the first stars come out in the deep blue above a dusk sky
  if (light.time === 'dusk') parts.push(stars(ctx, 24, 0.3, 0.5));
  parts.push(clouds(ctx, options.clouds ?? rng.int(2, 5)));
  if (!light.night) parts.push(birds(ctx, options.birds ?? (rng.chance(0.6) ? rng.int(2, 5) : 0)));
  return parts.join('');
}

/** `count` stars in the top `reach` of the sky, brightest at full `strength`. */
function stars(ctx: ArtContext, count: number, reach: number, strength = 1): string {
  const { w, rng, horizon } = ctx;
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = horizon * rng.next() ** 1.6 * reach;
    out += `<circle cx="${n(rng.range(0, w))}" cy="${n(y)}" r="${n(rng.range(0.6, 1.9))}" fill="#fffbe8" fill-opacity="${n(rng.range(0.35, 0.95) * strength)}"/>`;
  }
  return out;
}

/** A crescent moon cut with a mask, so the sky behind it shows true. */
function moon(ctx: ArtContext): string {
  const { x, y, r } = ctx.sun;
  const phase = ctx.rng.range(0.35, 0.6) * r;
  const mask = ctx.defs.id('o');
  ctx.defs.add(`<mask id="${mask}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff"/><circle cx="${n(x + phase)}" cy="${n(y - phase * 0.4)}" r="${n(r * 0.92)}" fill="#000"/></mask>`);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${ctx.light.sun}" mask="url(#${mask})"/>`;
}

/** Puffy clouds by day, long lit streaks at dawn and dusk, faint bands at night. */
export function clouds(ctx: ArtContext, count: number): string {
  const { w, rng, light, defs, horizon } = ctx;
  const lit = light.night ? mix(light.sky[2], '#c9d6ee', 0.25) : light.time === 'day' ? '#ffffff' : lighten(light.glow, 0.35);
  const under = light.night ? light.sky[1] : light.time === 'day' ? mix(light.sky[2], '#c8d3dc', 0.5) : mix(light.sky[1], light.glow, 0.45);
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-0.05, 1.05) * w;
    const cy = horizon * rng.range(0.12, 0.72);
    const width = rng.range(160, 420) * (w / 1600);
    if (light.time === 'day') {
      out += puffyCloud(ctx, cx, cy, width, lit, under);
    } else {
      const height = rng.range(7, 18) * (w / 1600);
      const fill = defs.linear([[0, lit, 0.9], [1, under, 0.9]]);
      out += `<path d="M${n(cx - width)} ${n(cy)}Q${n(cx - width * 0.2)} ${n(cy - height * 1.6)} ${n(cx + width * 0.3)} ${n(cy - height * 0.6)}T${n(cx + width)} ${n(cy + height * 0.4)}Q${n(cx)} ${n(cy + height)} ${n(cx - width)} ${n(cy)}Z" fill="${fill}" fill-opacity="${n(light.night ? 0.35 : rng.range(0.55, 0.85))}"/>`;
    }
  }
  return out;
}

/** Gulls as thin strokes, in the ink colour softened by the haze. */
export function birds(ctx: ArtContext, count: number): string {
  const { w, rng, horizon, pal, light } = ctx;
  const color = mix(pal.ink, light.haze, 0.35);
  const x0 = rng.range(0.15, 0.85) * w;
  const y0 = horizon * rng.range(0.2, 0.55);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + rng.jitter(120);
    const y = y0 + rng.jitter(60);
    const s = rng.range(6, 13) * (w / 1600);
    out += `<path d="M${n(x - s)} ${n(y)}Q${n(x - s / 2)} ${n(y - s * 0.6)} ${n(x)} ${n(y)}Q${n(x + s / 2)} ${n(y - s * 0.6)} ${n(x + s)} ${n(y)}" fill="none" stroke="${color}" stroke-width="${n(1.2 + s / 8)}" stroke-linecap="round"/>`;
  }
  return out;
}

/** A cumulus: overlapping domes on a flat base sharing one gradient, so no seams show. */
function puffyCloud(ctx: ArtContext, cx: number, base: number, width: number, lit: string, under: string): string {
  const { rng, defs } = ctx;
  const height = width * rng.range(0.28, 0.4);
  const fill = defs.linearAt([[0, lit], [0.6, lit], [1, under]], 0, base - height, 0, base);
  const clip = defs.id('c');
  defs.add(`<clipPath id="${clip}"><rect x="${n(cx - width)}" y="${n(base - height * 2)}" width="${n(width * 2)}" height="${n(height * 2)}"/></clipPath>`);
  const domes = rng.int(4, 6);
  let out = '';
  for (let i = 0; i < domes; i++) {
    const t = (i + 0.5) / domes;
    const peak = Math.sin(t * Math.PI) ** 0.8;
    const r = height * (0.35 + peak * 0.65) * rng.range(0.8, 1.1);
    out += `<circle cx="${n(cx - width / 2 + t * width)}" cy="${n(base - r * 0.45)}" r="${n(r)}"/>`;
  }
  return `<g clip-path="url(#${clip})" fill="${fill}" opacity="${n(rng.range(0.8, 0.95))}">${out}</g>`;
}
