/** Portrait: an illustrated, imaginary person from the shoulders up; every seed is someone new. */
import type { ArtContext, Scene } from './context.ts';
import { darken, lighten, mix } from './color.ts';
import { n } from './svg.ts';
import { hairBack, hairFront, type HairStyle } from './portrait-hair.ts';

const SKIN = ['#f1d2b6', '#e6b792', '#d9a47a', '#c98f62', '#b57a4f', '#9a6440', '#7d4e31', '#5f3a24'];
const HAIR = ['#1c1512', '#2b1d16', '#3b2718', '#5a3a22', '#7a4a2a', '#a8a29a', '#8a5a30'];
const STYLES: readonly HairStyle[] = ['long', 'bob', 'bun', 'curly', 'short', 'wavy', 'scarf', 'braid'];

export const portrait: Scene = (ctx) => {
  const { w, h, rng, pal, light, defs } = ctx;
  const cx = w / 2 + rng.jitter(w * 0.02);
  const cy = h * 0.4;
  const rx = w * rng.range(0.125, 0.14);
  const ry = rx * rng.range(1.25, 1.38);
  // light touches the sitter only gently: faces stay true in every time of day
  const soft = (c: string) => mix(c, light.paint(c, 0), 0.35);
  const skin = soft(rng.pick(SKIN));
  const shadow = darken(skin, 0.14);
  const hair = soft(rng.pick(HAIR));
  const style = rng.pick(STYLES);
  const cloth = soft(rng.pick(pal.accents));
  const bg = light.paint(rng.pick([pal.sand, pal.sea[0], pal.land[0], pal.stone]), 0.1);
  let out = `<rect width="${w}" height="${h}" fill="${defs.radial([[0, lighten(bg, 0.18)], [1, darken(bg, 0.12)]], w * 0.5, h * 0.4, w * 0.75)}"/>`;
  out += `<path d="M${n(w * 0.18)} ${h}V${n(h * 0.4)}A${n(w * 0.32)} ${n(w * 0.32)} 0 0 1 ${n(w * 0.82)} ${n(h * 0.4)}V${h}Z" fill="${lighten(bg, 0.28)}" opacity="0.6"/>`;
  out += hairBack(ctx, style, cx, cy, rx, ry, hair);
  // shoulders and clothing, with a neckline or a draped sari pallu
  const neckW = rx * 0.42;
  const shoulderY = cy + ry * 1.55;
  out += `<path d="M${n(cx - neckW)} ${n(cy + ry * 0.5)}V${n(shoulderY + 20)}H${n(cx + neckW)}V${n(cy + ry * 0.5)}Z" fill="${shadow}"/>`;
  out += `<path d="M${n(w * 0.03)} ${h}C${n(w * 0.05)} ${n(shoulderY + 90)} ${n(w * 0.1)} ${n(shoulderY + 30)} ${n(cx - w * 0.26)} ${n(shoulderY + 12)}` +
    `Q${n(cx - neckW * 2)} ${n(shoulderY - 4)} ${n(cx - neckW * 1.2)} ${n(shoulderY - 8)}H${n(cx + neckW * 1.2)}Q${n(cx + neckW * 2)} ${n(shoulderY - 4)} ${n(cx + w * 0.26)} ${n(shoulderY + 12)}` +
    `C${n(w * 0.9)} ${n(shoulderY + 30)} ${n(w * 0.95)} ${n(shoulderY + 90)} ${n(w * 0.97)} ${h}Z" fill="${cloth}"/>`;
  const neckline = rng.int(0, 2);
  if (neckline === 0) out += `<path d="M${n(cx - neckW * 1.3)} ${n(shoulderY - 8)}L${n(cx)} ${n(shoulderY + ry * 0.55)}L${n(cx + neckW * 1.3)} ${n(shoulderY - 8)}Z" fill="${shadow}"/>`;
  else out += `<path d="M${n(cx - neckW * 1.5)} ${n(shoulderY - 8)}Q${n(cx)} ${n(shoulderY + ry * 0.35)} ${n(cx + neckW * 1.5)} ${n(shoulderY - 8)}Z" fill="${shadow}"/>`;
  if (neckline === 2) {
    const drape = soft(rng.pick(pal.accents.filter((c) => c !== cloth)));
    out += `<path d="M${n(cx + neckW * 1.4)} ${n(shoulderY - 10)}C${n(cx + rx * 1.8)} ${n(shoulderY - 5)} ${n(w * 0.85)} ${n(shoulderY + 40)} ${n(w * 0.9)} ${h}H${n(w * 0.55)}C${n(w * 0.6)} ${n(shoulderY + 120)} ${n(cx + neckW * 2)} ${n(shoulderY + 40)} ${n(cx + neckW * 1.4)} ${n(shoulderY - 10)}Z" fill="${drape}"/>`;
    out += `<path d="M${n(w * 0.55)} ${h}C${n(w * 0.6)} ${n(shoulderY + 120)} ${n(cx + neckW * 2)} ${n(shoulderY + 40)} ${n(cx + neckW * 1.4)} ${n(shoulderY - 10)}" stroke="${soft(pal.gold)}" stroke-width="10" fill="none"/>`;
  }
  out += `<path d="M${n(cx - neckW)} ${n(cy + ry * 0.75)}Q${n(cx)} ${n(cy + ry * 1.05)} ${n(cx + neckW)} ${n(cy + ry * 0.75)}Z" fill="${darken(shadow, 0.1)}" opacity="0.6"/>`;
  out += face(ctx, cx, cy, rx, ry, skin, hair, style !== 'short');
  out += hairFront(ctx, style, cx, cy, rx, ry, hair, cloth);
  return out;
};

function face(ctx: ArtContext, cx: number, cy: number, rx: number, ry: number, skin: string, hair: string, bindi: boolean): string {
  const { rng, pal } = ctx;
  const shadow = darken(skin, 0.14);
  const dark = darken(skin, 0.55);
  let out = `<ellipse cx="${n(cx - rx * 0.98)}" cy="${n(cy + ry * 0.08)}" rx="${n(rx * 0.16)}" ry="${n(ry * 0.18)}" fill="${shadow}"/><ellipse cx="${n(cx + rx * 0.98)}" cy="${n(cy + ry * 0.08)}" rx="${n(rx * 0.16)}" ry="${n(ry * 0.18)}" fill="${shadow}"/>`;
  out += `<path d="M${n(cx - rx)} ${n(cy - ry * 0.1)}C${n(cx - rx)} ${n(cy + ry * 0.55)} ${n(cx - rx * 0.45)} ${n(cy + ry)} ${n(cx)} ${n(cy + ry)}C${n(cx + rx * 0.45)} ${n(cy + ry)} ${n(cx + rx)} ${n(cy + ry * 0.55)} ${n(cx + rx)} ${n(cy - ry * 0.1)}C${n(cx + rx)} ${n(cy - ry * 1.05)} ${n(cx - rx)} ${n(cy - ry * 1.05)} ${n(cx - rx)} ${n(cy - ry * 0.1)}Z" fill="${skin}"/>`;
  const eyeY = cy + ry * 0.08;
  const eyeDx = rx * 0.42;
  const open = rng.chance(0.6);
  for (const side of [-1, 1]) {
    const ex = cx + side * eyeDx;
    out += open
      ? `<path d="M${n(ex - rx * 0.16)} ${n(eyeY)}Q${n(ex)} ${n(eyeY - ry * 0.1)} ${n(ex + rx * 0.16)} ${n(eyeY)}Q${n(ex)} ${n(eyeY + ry * 0.06)} ${n(ex - rx * 0.16)} ${n(eyeY)}Z" fill="#fbf7f0"/><circle cx="${n(ex)}" cy="${n(eyeY - ry * 0.01)}" r="${n(rx * 0.065)}" fill="${darken(hair, 0.2)}"/>` +
        `<path d="M${n(ex - rx * 0.17)} ${n(eyeY)}Q${n(ex)} ${n(eyeY - ry * 0.11)} ${n(ex + rx * 0.18)} ${n(eyeY - ry * 0.01)}" stroke="${dark}" stroke-width="${n(rx * 0.035)}" fill="none" stroke-linecap="round"/>`
      : `<path d="M${n(ex - rx * 0.16)} ${n(eyeY)}Q${n(ex)} ${n(eyeY + ry * 0.07)} ${n(ex + rx * 0.16)} ${n(eyeY)}" stroke="${dark}" stroke-width="${n(rx * 0.04)}" fill="none" stroke-linecap="round"/>`;
    out += `<path d="M${n(ex - rx * 0.2)} ${n(eyeY - ry * 0.16)}Q${n(ex)} ${n(eyeY - ry * 0.25)} ${n(ex + rx * 0.2)} ${n(eyeY - ry * 0.17)}" stroke="${darken(hair, 0.1)}" stroke-width="${n(rx * 0.06)}" fill="none" stroke-linecap="round"/>`;
    out += `<circle cx="${n(ex + side * rx * 0.08)}" cy="${n(eyeY + ry * 0.25)}" r="${n(rx * 0.16)}" fill="${pal.coral}" opacity="0.14"/>`;
  }
  out += `<path d="M${n(cx + rx * 0.02)} ${n(eyeY + ry * 0.05)}Q${n(cx - rx * 0.1)} ${n(cy + ry * 0.42)} ${n(cx - rx * 0.06)} ${n(cy + ry * 0.45)}Q${n(cx + rx * 0.02)} ${n(cy + ry * 0.49)} ${n(cx + rx * 0.1)} ${n(cy + ry * 0.44)}" stroke="${darken(skin, 0.25)}" stroke-width="${n(rx * 0.03)}" fill="none" stroke-linecap="round"/>`;
  const lip = mix(darken(skin, 0.2), '#b5524a', 0.45);
  const mouthY = cy + ry * 0.66;
  out += `<path d="M${n(cx - rx * 0.24)} ${n(mouthY)}Q${n(cx - rx * 0.1)} ${n(mouthY - ry * 0.07)} ${n(cx)} ${n(mouthY - ry * 0.04)}Q${n(cx + rx * 0.1)} ${n(mouthY - ry * 0.07)} ${n(cx + rx * 0.24)} ${n(mouthY)}Q${n(cx)} ${n(mouthY + ry * 0.1)} ${n(cx - rx * 0.24)} ${n(mouthY)}Z" fill="${lip}"/>`;
  out += `<path d="M${n(cx - rx * 0.22)} ${n(mouthY)}Q${n(cx)} ${n(mouthY + ry * 0.03)} ${n(cx + rx * 0.22)} ${n(mouthY)}" stroke="${darken(lip, 0.3)}" stroke-width="${n(rx * 0.02)}" fill="none"/>`;
  if (bindi && rng.chance(0.35)) out += `<circle cx="${n(cx)}" cy="${n(eyeY - ry * 0.27)}" r="${n(rx * 0.04)}" fill="#b0302a"/>`;
  if (rng.chance(0.25)) {
    const frame = darken(hair, 0.1);
    for (const side of [-1, 1]) out += `<rect x="${n(cx + side * eyeDx - rx * 0.24)}" y="${n(eyeY - ry * 0.13)}" width="${n(rx * 0.48)}" height="${n(ry * 0.24)}" rx="${n(rx * 0.1)}" fill="none" stroke="${frame}" stroke-width="${n(rx * 0.035)}"/>`;
    out += `<path d="M${n(cx - eyeDx + rx * 0.24)} ${n(eyeY - ry * 0.04)}Q${n(cx)} ${n(eyeY - ry * 0.1)} ${n(cx + eyeDx - rx * 0.24)} ${n(eyeY - ry * 0.04)}" stroke="${frame}" stroke-width="${n(rx * 0.03)}" fill="none"/>`;
  }
  return out;
}
