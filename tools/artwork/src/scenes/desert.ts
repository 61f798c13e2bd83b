/** Desert: layered dunes with sunlit faces and shadowed slip faces, a camel caravan on a crest. */
import type { ArtContext, Scene } from '../context.ts';
import { darken, lighten, mix } from '../color.ts';
import { n } from '../svg.ts';
import { sky } from '../layers/sky.ts';
import { needleTower } from '../landmarks/dubai.ts';

/** Dunes that are not the palette's beach sand: the red centre, Chamarel's coloured earth. */
const EARTH: Record<string, string> = { australia: '#c98455', mauritius: '#b5735f' };

interface Dune {
  markup: string;
  /** The highest crest, where a caravan can walk. */
  crest: [number, number];
}

/** One row of dunes: gentle windward slopes up to sharp crests, steep shaded lee slopes down. */
function duneRow(ctx: ArtContext, y: number, amplitude: number, depth: number): Dune {
  const { w, h, rng, pal, light } = ctx;
  // the red centre's dunes are ochre; elsewhere they are the palette's sand
  const base = EARTH[pal.name] ?? pal.sand;
  const sand = light.paint(base, depth);
  const shade = light.paint(mix(darken(base, 0.3), pal.coral, 0.15), depth);
  const fromLeft = ctx.sun.x < w / 2;
  let x = -80;
  let troughY = y + rng.jitter(amplitude * 0.2);
  let d = `M${n(x)} ${n(h)}L${n(x)} ${n(troughY)}`;
  let shadows = '';
  let crest: [number, number] = [w / 2, y];
  while (x < w + 80) {
    const span = rng.range(260, 520) * (w / 1600);
    const cx = x + span * rng.range(0.55, 0.72);
    const cy = y - amplitude * rng.range(0.5, 1.1);
    const nx = x + span;
    const ny = y + rng.jitter(amplitude * 0.2);
    d += `Q${n(x + (cx - x) * 0.6)} ${n(troughY - (troughY - cy) * 0.2)} ${n(cx)} ${n(cy)}Q${n(cx + (nx - cx) * 0.25)} ${n(cy + (ny - cy) * 0.8)} ${n(nx)} ${n(ny)}`;
    // the lee side faces away from the sun
    const lee = fromLeft
      ? `M${n(cx)} ${n(cy)}Q${n(cx + (nx - cx) * 0.25)} ${n(cy + (ny - cy) * 0.8)} ${n(nx)} ${n(ny)}L${n(nx)} ${n(ny + amplitude * 0.3)}Q${n(cx + (nx - cx) * 0.3)} ${n(cy + amplitude * 1.2)} ${n(cx)} ${n(cy)}Z`
      : `M${n(cx)} ${n(cy)}Q${n(x + (cx - x) * 0.6)} ${n(troughY - (troughY - cy) * 0.2)} ${n(x)} ${n(troughY)}L${n(x)} ${n(troughY + amplitude * 0.3)}Q${n(x + (cx - x) * 0.7)} ${n(cy + amplitude * 1.1)} ${n(cx)} ${n(cy)}Z`;
    shadows += `<path d="${lee}" fill="${shade}" fill-opacity="0.55"/>`;
    if (cy < crest[1] && cx > w * 0.1 && cx < w * 0.9) crest = [cx, cy];
    x = nx;
    troughY = ny;
  }
  d += `L${n(x)} ${n(h)}Z`;
  const fill = ctx.defs.linear([[0, lighten(sand, 0.05)], [1, darken(sand, 0.08)]]);
  return { markup: `<path d="${d}" fill="${fill}"/>${shadows}`, crest };
}

/** A camel in profile, `size` tall at the hump, facing right. */
function camel(x: number, y: number, size: number, color: string): string {
  const s = size;
  return `<path d="M${n(x - s * 0.5)} ${n(y - s * 0.55)}Q${n(x - s * 0.2)} ${n(y - s * 1.05)} ${n(x + s * 0.1)} ${n(y - s * 0.6)}Q${n(x + s * 0.35)} ${n(y - s * 0.6)} ${n(x + s * 0.5)} ${n(y - s * 0.95)}` +
    `L${n(x + s * 0.7)} ${n(y - s * 0.92)}L${n(x + s * 0.68)} ${n(y - s * 0.82)}L${n(x + s * 0.56)} ${n(y - s * 0.82)}Q${n(x + s * 0.45)} ${n(y - s * 0.5)} ${n(x + s * 0.3)} ${n(y - s * 0.4)}` +
    `L${n(x - s * 0.45)} ${n(y - s * 0.4)}Z" fill="${color}"/>` +
    `<path d="M${n(x - s * 0.4)} ${n(y - s * 0.42)}l${n(-s * 0.05)} ${n(s * 0.42)}M${n(x - s * 0.25)} ${n(y - s * 0.42)}l${n(s * 0.04)} ${n(s * 0.42)}M${n(x + s * 0.15)} ${n(y - s * 0.42)}l${n(-s * 0.04)} ${n(s * 0.42)}M${n(x + s * 0.28)} ${n(y - s * 0.42)}l${n(s * 0.05)} ${n(s * 0.42)}" stroke="${color}" stroke-width="${n(s * 0.06)}" stroke-linecap="round"/>`;
}

export const desert: Scene = (ctx) => {
  const { w, h, rng, pal, light } = ctx;
  ctx.horizon = h * rng.range(0.5, 0.58);
  let out = sky(ctx, { clouds: rng.int(0, 2), birds: 0 });
  if (pal.name === 'dubai' && rng.chance(0.6)) out += needleTower(w * rng.range(0.6, 0.9), ctx.horizon + 4, h * 0.22, light.paint(pal.land[0], 0.9));
  const rows = 4;
  for (let i = 0; i < rows; i++) {
    const t = i / (rows - 1);
    const dune = duneRow(ctx, ctx.horizon + (h - ctx.horizon) * (0.05 + t * 0.62), h * (0.05 + t * 0.07), 0.85 - t * 0.8);
    out += dune.markup;
    if (i === 1) {
      const [cx, cy] = dune.crest;
      const color = light.paint(pal.ink, 0.35);
      const size = h * 0.045;
      for (let k = 0; k < rng.int(3, 5); k++) out += camel(cx - k * size * 1.6 - size * 0.5, cy + k * size * 0.18 + 2, size, color);
    }
  }
  return out;
};
