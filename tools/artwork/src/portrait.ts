/**
 * Portrait: an illustrated, imaginary person (or two) from the shoulders up; every seed is
 * someone new. Optional recipe hints: `hair` (a HairStyle), `beard` (boolean), `people` (2 for a couple).
 */
import type { ArtContext, Scene } from './context.ts';
import { darken, lighten, mix } from './color.ts';
import { n } from './svg.ts';
import { HAIR_STYLES, hairBack, hairFront, type HairStyle } from './portrait-hair.ts';
import { face } from './portrait-face.ts';

const SKIN = ['#f1d2b6', '#e6b792', '#d9a47a', '#c98f62', '#b57a4f', '#9a6440', '#7d4e31', '#5f3a24'];
const HAIR = ['#1c1512', '#2b1d16', '#3b2718', '#5a3a22', '#7a4a2a', '#a8a29a', '#8a5a30'];
/** Weighted towards longer styles: most sitters are the agency's designers and guests. */
const STYLE_DRAW: readonly HairStyle[] = ['long', 'long', 'wavy', 'wavy', 'bob', 'bob', 'bun', 'bun', 'braid', 'curly', 'scarf', 'short'];

export const portrait: Scene = (ctx) => {
  const { w, h, rng, pal, light, defs, hints } = ctx;
  const bg = light.paint(rng.pick([pal.sand, pal.sea[0], pal.land[0], pal.stone]), 0.1);
  let out = `<rect width="${w}" height="${h}" fill="${defs.radial([[0, lighten(bg, 0.18)], [1, darken(bg, 0.12)]], w * 0.5, h * 0.4, w * 0.75)}"/>`;
  out += `<path d="M${n(w * 0.18)} ${h}V${n(h * 0.4)}A${n(w * 0.32)} ${n(w * 0.32)} 0 0 1 ${n(w * 0.82)} ${n(h * 0.4)}V${h}Z" fill="${lighten(bg, 0.28)}" fill-opacity="0.6"/>`;
  const hinted = HAIR_STYLES.includes(hints.hair as HairStyle) ? (hints.hair as HairStyle) : undefined;
  if (hints.people === 2) {
    // a couple: the second sitter a little behind and to the side
    out += figure(ctx, w * 0.66, h * 0.44, 0.8, rng.pick(STYLE_DRAW), false);
    return out + figure(ctx, w * 0.36, h * 0.47, 0.82, hinted ?? rng.pick(STYLE_DRAW), hints.beard === true);
  }
  const style = hinted ?? rng.pick(STYLE_DRAW);
  const beard = typeof hints.beard === 'boolean' ? hints.beard : style === 'short' && rng.chance(0.5);
  return out + figure(ctx, w / 2 + rng.jitter(w * 0.02), h * 0.4, 1, style, beard);
};

/** One sitter centred on (cx, cy); `scale` 1 fills the square frame. */
function figure(ctx: ArtContext, cx: number, cy: number, scale: number, style: HairStyle, beard: boolean): string {
  const { w, h, rng, pal, light } = ctx;
  const rx = w * rng.range(0.125, 0.14) * scale;
  const ry = rx * rng.range(1.25, 1.38);
  // light touches the sitter only gently: faces stay true at every time of day
  const soft = (c: string) => mix(c, light.paint(c, 0), 0.35);
  const skin = soft(rng.pick(SKIN));
  const shadow = darken(skin, 0.14);
  const hair = soft(rng.pick(HAIR));
  const cloth = soft(rng.pick(pal.accents));
  const reach = w * 0.47 * scale;
  let out = hairBack(ctx, style, cx, cy, rx, ry, hair);
  const neckW = rx * 0.42;
  const shoulderY = cy + ry * 1.55;
  out += `<path d="M${n(cx - neckW)} ${n(cy + ry * 0.5)}V${n(shoulderY + 20)}H${n(cx + neckW)}V${n(cy + ry * 0.5)}Z" fill="${shadow}"/>`;
  out += `<path d="M${n(cx - reach)} ${h}C${n(cx - reach * 0.96)} ${n(shoulderY + 90 * scale)} ${n(cx - reach * 0.85)} ${n(shoulderY + 30 * scale)} ${n(cx - w * 0.26 * scale)} ${n(shoulderY + 12)}` +
    `Q${n(cx - neckW * 2)} ${n(shoulderY - 4)} ${n(cx - neckW * 1.2)} ${n(shoulderY - 8)}H${n(cx + neckW * 1.2)}Q${n(cx + neckW * 2)} ${n(shoulderY - 4)} ${n(cx + w * 0.26 * scale)} ${n(shoulderY + 12)}` +
    `C${n(cx + reach * 0.85)} ${n(shoulderY + 30 * scale)} ${n(cx + reach * 0.96)} ${n(shoulderY + 90 * scale)} ${n(cx + reach)} ${h}Z" fill="${cloth}"/>`;
  const neckline = rng.int(0, 2);
  if (neckline === 0) out += `<path d="M${n(cx - neckW * 1.3)} ${n(shoulderY - 8)}L${n(cx)} ${n(shoulderY + ry * 0.55)}L${n(cx + neckW * 1.3)} ${n(shoulderY - 8)}Z" fill="${shadow}"/>`;
  else out += `<path d="M${n(cx - neckW * 1.5)} ${n(shoulderY - 8)}Q${n(cx)} ${n(shoulderY + ry * 0.35)} ${n(cx + neckW * 1.5)} ${n(shoulderY - 8)}Z" fill="${shadow}"/>`;
  if (neckline === 2 && !beard) {
    // a sari pallu draped over one shoulder, with a gold border
    const drape = soft(rng.pick(pal.accents.filter((c) => c !== cloth)));
    const edge = `M${n(cx + reach * 0.17)} ${h}C${n(cx + reach * 0.2)} ${n(shoulderY + 120 * scale)} ${n(cx + neckW * 2)} ${n(shoulderY + 40 * scale)} ${n(cx + neckW * 1.4)} ${n(shoulderY - 10)}`;
    out += `<path d="M${n(cx + neckW * 1.4)} ${n(shoulderY - 10)}C${n(cx + rx * 1.8)} ${n(shoulderY - 5)} ${n(cx + reach * 0.85)} ${n(shoulderY + 40 * scale)} ${n(cx + reach * 0.95)} ${h}H${n(cx + reach * 0.17)}C${n(cx + reach * 0.2)} ${n(shoulderY + 120 * scale)} ${n(cx + neckW * 2)} ${n(shoulderY + 40 * scale)} ${n(cx + neckW * 1.4)} ${n(shoulderY - 10)}Z" fill="${drape}"/>`;
    out += `<path d="${edge}" stroke="${soft(pal.gold)}" stroke-width="${n(10 * scale)}" fill="none"/>`;
  }
  out += `<path d="M${n(cx - neckW)} ${n(cy + ry * 0.75)}Q${n(cx)} ${n(cy + ry * 1.05)} ${n(cx + neckW)} ${n(cy + ry * 0.75)}Z" fill="${darken(shadow, 0.1)}" fill-opacity="0.6"/>`;
  out += face(ctx, cx, cy, rx, ry, skin, hair, !beard && style !== 'short');
  return out + hairFront(ctx, style, cx, cy, rx, ry, hair, cloth, beard);
}
