/** The portrait's face: ears, eyes (open or serenely closed), brows, nose, a gentle smile, glasses, bindi. */
import type { ArtContext } from './context.ts';
import { darken, mix } from './color.ts';
import { n } from './svg.ts';

export function face(ctx: ArtContext, cx: number, cy: number, rx: number, ry: number, skin: string, hair: string, bindi: boolean): string {
  const { rng, pal } = ctx;
  const shadow = darken(skin, 0.14);
  const dark = darken(skin, 0.55);
  let out = [-1, 1].map((side) => `<ellipse cx="${n(cx + side * rx * 0.98)}" cy="${n(cy + ry * 0.08)}" rx="${n(rx * 0.16)}" ry="${n(ry * 0.18)}" fill="${shadow}"/>`).join('');
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
    out += `<circle cx="${n(ex + side * rx * 0.08)}" cy="${n(eyeY + ry * 0.25)}" r="${n(rx * 0.16)}" fill="${pal.coral}" fill-opacity="0.14"/>`;
  }
  out += `<path d="M${n(cx + rx * 0.02)} ${n(eyeY + ry * 0.05)}Q${n(cx - rx * 0.1)} ${n(cy + ry * 0.42)} ${n(cx - rx * 0.06)} ${n(cy + ry * 0.45)}Q${n(cx + rx * 0.02)} ${n(cy + ry * 0.49)} ${n(cx + rx * 0.1)} ${n(cy + ry * 0.44)}" stroke="${darken(skin, 0.25)}" stroke-width="${n(rx * 0.03)}" fill="none" stroke-linecap="round"/>`;
  // a gentle smile: the corners lift, the lower lip is fuller
  const lip = mix(darken(skin, 0.2), '#b5524a', 0.45);
  const mouthY = cy + ry * 0.66;
  const corner = mouthY - ry * 0.035;
  out += `<path d="M${n(cx - rx * 0.26)} ${n(corner)}Q${n(cx)} ${n(mouthY + ry * 0.02)} ${n(cx + rx * 0.26)} ${n(corner)}Q${n(cx)} ${n(mouthY + ry * 0.16)} ${n(cx - rx * 0.26)} ${n(corner)}Z" fill="${lip}"/>`;
  out += `<path d="M${n(cx - rx * 0.27)} ${n(corner)}Q${n(cx)} ${n(mouthY + ry * 0.04)} ${n(cx + rx * 0.27)} ${n(corner)}" stroke="${darken(lip, 0.35)}" stroke-width="${n(rx * 0.025)}" fill="none" stroke-linecap="round"/>`;
  if (bindi && rng.chance(0.35)) out += `<circle cx="${n(cx)}" cy="${n(eyeY - ry * 0.27)}" r="${n(rx * 0.04)}" fill="#b0302a"/>`;
  if (rng.chance(0.2)) {
    const frame = darken(hair, 0.1);
    for (const side of [-1, 1]) out += `<rect x="${n(cx + side * eyeDx - rx * 0.24)}" y="${n(eyeY - ry * 0.13)}" width="${n(rx * 0.48)}" height="${n(ry * 0.24)}" rx="${n(rx * 0.1)}" fill="none" stroke="${frame}" stroke-width="${n(rx * 0.035)}"/>`;
    out += `<path d="M${n(cx - eyeDx + rx * 0.24)} ${n(eyeY - ry * 0.04)}Q${n(cx)} ${n(eyeY - ry * 0.1)} ${n(cx + eyeDx - rx * 0.24)} ${n(eyeY - ry * 0.04)}" stroke="${frame}" stroke-width="${n(rx * 0.03)}" fill="none"/>`;
  }
  return out;
}
