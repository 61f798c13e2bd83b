/** Pattern: a decorative repeat in the palette (scallops, Mughal arches, block-print rosettes, stars). */
import type { ArtContext, Scene } from './context.ts';
import { darken, lighten, mix } from './color.ts';
import { n, polygon, type Point } from './svg.ts';

type Motif = (ctx: ArtContext, x: number, y: number, size: number, ink: string, accent: string) => string;

const scallop: Motif = (_ctx, x, y, size, ink, accent) => {
  let out = '';
  // soft rings: the accent fading into the ground, so rows read as waves, not stripes
  for (let i = 4; i > 0; i--) out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n((size * i) / 4)}" fill="${mix(accent, ink, (4 - i) * 0.22)}"/>`;
  return out;
};

const arch: Motif = (_ctx, x, y, size, ink, accent) => {
  const w = size * 0.42;
  const d = (s: number) => `M${n(x - w * s)} ${n(y + size * 0.5)}V${n(y - size * 0.05)}Q${n(x - w * s)} ${n(y - size * 0.4 * s)} ${n(x)} ${n(y - size * 0.55 * s)}Q${n(x + w * s)} ${n(y - size * 0.4 * s)} ${n(x + w * s)} ${n(y - size * 0.05)}V${n(y + size * 0.5)}Z`;
  return `<path d="${d(1)}" fill="none" stroke="${accent}" stroke-width="${n(size * 0.04)}"/><path d="${d(0.7)}" fill="${accent}" fill-opacity="0.35"/><circle cx="${n(x)}" cy="${n(y + size * 0.1)}" r="${n(size * 0.06)}" fill="${ink}"/>`;
};

const rosette: Motif = (_ctx, x, y, size, ink, accent) => {
  let out = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out += `<ellipse cx="${n(x + Math.cos(a) * size * 0.22)}" cy="${n(y + Math.sin(a) * size * 0.22)}" rx="${n(size * 0.16)}" ry="${n(size * 0.07)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * size * 0.22)} ${n(y + Math.sin(a) * size * 0.22)})" fill="${accent}"/>`;
  }
  return out + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.09)}" fill="${ink}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.04)}" fill="${accent}"/>`;
};

const star: Motif = (_ctx, x, y, size, ink, accent) => {
  const points: Point[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const r = (i % 2 ? 0.25 : 0.45) * size;
    points.push([x + Math.cos(a) * r, y + Math.sin(a) * r]);
  }
  return `<path d="${polygon(points)}" fill="${accent}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.13)}" fill="${ink}"/>`;
};

const MOTIFS: readonly Motif[] = [scallop, arch, rosette, star];

export const pattern: Scene = (ctx) => {
  const { w, h, rng, pal } = ctx;
  const dark = rng.chance(0.55);
  const ground = dark ? pal.ink : lighten(pal.sand, 0.25);
  const ink = dark ? darken(pal.ink, 0.2) : lighten(pal.sand, 0.4);
  const accents = dark ? [pal.gold, lighten(pal.sea[0], 0.1), pal.coral] : [pal.coral, pal.gold, pal.sea[1]];
  const motif = rng.pick(MOTIFS);
  const size = rng.range(120, 190);
  const stepX = size * (motif === scallop ? 1 : 1.1);
  const stepY = size * (motif === scallop ? 0.5 : 1.1);
  let out = `<rect width="${w}" height="${h}" fill="${ground}"/>`;
  let row = 0;
  for (let y = motif === scallop ? 0 : stepY / 2; y < h + size; y += stepY, row++) {
    const offset = row % 2 ? stepX / 2 : 0;
    for (let x = -stepX + offset; x < w + stepX; x += stepX) {
      const accent = accents[(row + Math.round(x / stepX)) % accents.length]!;
      out += motif(ctx, x, y, size, motif === scallop ? ground : ink, motif === scallop ? accents[row % 2]! : accent);
    }
  }
  return out;
};
