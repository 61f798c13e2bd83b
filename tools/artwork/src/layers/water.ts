/** Open water from the horizon down, with the sun's path of light and soft ripples. */
import type { ArtContext } from '../context.ts';
import { lighten, mix } from '../color.ts';
import { n, ridgeShape, smoothLine, type Point } from '../svg.ts';

export interface SeaOptions {
  /** Top of the water (usually the horizon) and its bottom edge. */
  top?: number;
  bottom?: number;
  /** 'lagoon' keeps turquoise shallows in the foreground; 'open' darkens towards the viewer. */
  tone?: 'open' | 'lagoon';
  ripples?: number;
}

export function sea(ctx: ArtContext, o: SeaOptions = {}): string {
  const { w, light, pal, defs } = ctx;
  const top = o.top ?? ctx.horizon;
  const bottom = o.bottom ?? ctx.h;
  const [shallow, deep] = pal.sea;
  const far = light.time === 'day' ? mix(light.paint(deep, 0.9), light.sky[3], 0.35) : mix(light.sky[3], light.sky[2], 0.35);
  const near = o.tone === 'lagoon' ? light.paint(shallow, 0) : light.paint(mix(deep, shallow, 0.25), 0);
  let middle = o.tone === 'lagoon' ? light.paint(mix(shallow, deep, 0.45), 0.4) : light.paint(deep, 0.35);
  // at dawn and dusk the water mirrors the coloured sky
  if (light.time === 'dusk' || light.time === 'dawn') middle = mix(middle, light.sky[1], 0.25);
  const fill = defs.linearAt([[0, far], [0.35, middle], [1, near]], 0, top, 0, bottom);
  let out = `<rect y="${n(top)}" width="${w}" height="${n(bottom - top)}" fill="${fill}"/>`;
  out += sunPath(ctx, top, bottom);
  out += ripples(ctx, top, bottom, o.ripples ?? 26);
  return out;
}

/** Faint horizontal strokes, denser and thinner towards the horizon. */
export function ripples(ctx: ArtContext, top: number, bottom: number, count: number): string {
  const { w, rng, light, pal } = ctx;
  const color = lighten(light.paint(pal.sea[0], 0.3), 0.35);
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = (i / count) ** 1.7;
    const y = top + 3 + t * (bottom - top);
    const x = rng.range(-0.1, 1) * w;
    const len = rng.range(40, 180) * (0.4 + t * 1.6);
    out += `<path d="M${n(x)} ${n(y)}h${n(len)}" stroke="${color}" stroke-width="${n(1 + t * 2.2)}" stroke-linecap="round" stroke-opacity="${n(0.18 + t * 0.2)}"/>`;
  }
  return out;
}

/** Broken horizontal strokes under the sun or moon, fading towards the viewer. */
function sunPath(ctx: ArtContext, top: number, bottom: number): string {
  const { rng, light, sun } = ctx;
  const color = light.time === 'day' ? '#ffffff' : lighten(light.glow, 0.3);
  const strength = light.time === 'day' ? 0.45 : light.night ? 0.55 : 0.85;
  let out = '';
  const rows = 22;
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    if (rng.chance(0.25)) continue;
    const y = top + 2 + t ** 1.5 * (bottom - top) * 0.8 + rng.jitter(3);
    const width = sun.r * (0.6 + t * 3) * rng.range(0.2, 1.2);
    const x = sun.x + rng.jitter(sun.r * (0.4 + t * 1.5));
    out += `<path d="M${n(x - width / 2)} ${n(y)}h${n(width)}" stroke="${color}" stroke-width="${n(1.2 + t * 3)}" stroke-linecap="round" stroke-opacity="${n(strength * (1 - t) ** 1.5)}"/>`;
  }
  return out;
}

/**
 * A beach in the foreground: curved sand edge, a band of wet sand and a line of foam.
 * `y` is where the sand meets the water at the middle of the picture.
 */
export function shore(ctx: ArtContext, y: number, tilt = ctx.rng.range(-0.12, 0.12)): string {
  const { w, h, rng, light, pal, defs } = ctx;
  const edge: Point[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    edge.push([-40 + t * (w + 80), y + (t - 0.5) * tilt * h + Math.sin(t * 6.28 + rng.range(0, 1)) * h * 0.012]);
  }
  const sand = light.paint(pal.sand, 0);
  const wet = light.paint(mix(pal.sand, pal.sea[1], 0.16), 0);
  const foam = light.paint('#fbfbf6', 0.2);
  const shifted = (dy: number): Point[] => edge.map(([x, yy]) => [x, yy + dy]);
  return [
    `<path d="${ridgeShape(shifted(-h * 0.012), h)}" fill="${light.paint(pal.sea[0], 0)}" fill-opacity="0.7"/>`,
    `<path d="${ridgeShape(edge, h)}" fill="${wet}"/>`,
    `<path d="${smoothLine(edge)}" fill="none" stroke="${foam}" stroke-width="${n(h * 0.007)}" stroke-linecap="round" stroke-opacity="0.9"/>`,
    `<path d="${ridgeShape(shifted(h * 0.018), h)}" fill="${defs.linear([[0, sand], [1, mix(sand, pal.ink, 0.12)]])}"/>`,
  ].join('');
}

/**
 * Draws `markup` above the waterline `y` and its faded mirror image below it (a still harbour
 * or lake). Call it after the water and before ripples or the foreground.
 */
export function withReflection(ctx: ArtContext, markup: string, y: number, opacity = 0.35): string {
  const { defs, w, h } = ctx;
  const id = defs.id('f');
  const above = defs.id('a');
  const below = defs.id('b');
  defs.add(`<g id="${id}">${markup}</g>`);
  defs.add(`<clipPath id="${above}"><rect x="-50" y="-50" width="${w + 100}" height="${n(y + 50)}"/></clipPath>`);
  defs.add(`<clipPath id="${below}"><rect x="-50" y="${n(y)}" width="${w + 100}" height="${n(h - y + 50)}"/></clipPath>`);
  return `<g clip-path="url(#${above})"><use href="#${id}"/></g>` +
    `<g clip-path="url(#${below})" opacity="${Math.round(opacity * 100) / 100}"><use href="#${id}" transform="translate(0 ${n(2 * y)}) scale(1 -1)"/></g>`;
}
