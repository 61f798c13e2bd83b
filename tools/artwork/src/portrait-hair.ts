/** Hair for the portrait: a layer behind the head and one in front of it, per style. */
import type { ArtContext } from './context.ts';
import { darken, lighten } from './color.ts';
import { n } from './svg.ts';

export const HAIR_STYLES = ['long', 'bob', 'bun', 'curly', 'short', 'wavy', 'scarf', 'braid'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export function hairBack(ctx: ArtContext, style: HairStyle, cx: number, cy: number, rx: number, ry: number, hair: string): string {
  const { rng } = ctx;
  switch (style) {
    case 'long':
    case 'wavy': {
      const len = cy + ry * rng.range(1.9, 2.4);
      const wave = style === 'wavy' ? rx * 0.18 : 0;
      return `<path d="M${n(cx - rx * 1.25)} ${n(len)}C${n(cx - rx * 1.5 - wave)} ${n(cy + ry)} ${n(cx - rx * 1.3 + wave)} ${n(cy - ry * 1.2)} ${n(cx)} ${n(cy - ry * 1.12)}C${n(cx + rx * 1.3 - wave)} ${n(cy - ry * 1.2)} ${n(cx + rx * 1.5 + wave)} ${n(cy + ry)} ${n(cx + rx * 1.25)} ${n(len)}Z" fill="${darken(hair, 0.08)}"/>`;
    }
    case 'bob':
      return `<path d="M${n(cx - rx * 1.22)} ${n(cy + ry * 0.75)}C${n(cx - rx * 1.35)} ${n(cy - ry * 0.2)} ${n(cx - rx * 1.2)} ${n(cy - ry * 1.2)} ${n(cx)} ${n(cy - ry * 1.15)}C${n(cx + rx * 1.2)} ${n(cy - ry * 1.2)} ${n(cx + rx * 1.35)} ${n(cy - ry * 0.2)} ${n(cx + rx * 1.22)} ${n(cy + ry * 0.75)}Z" fill="${darken(hair, 0.08)}"/>`;
    case 'curly': {
      let out = '';
      for (let i = 0; i < 22; i++) {
        const a = Math.PI * (0.85 + (i / 21) * 1.3);
        out += `<circle cx="${n(cx + Math.cos(a) * rx * 1.15)}" cy="${n(cy - ry * 0.1 + Math.sin(a) * ry * 1.05)}" r="${n(rx * rng.range(0.28, 0.38))}" fill="${i % 2 ? hair : darken(hair, 0.08)}"/>`;
      }
      return out;
    }
    case 'braid': {
      let out = '';
      for (let i = 0; i < 7; i++) out += `<ellipse cx="${n(cx + rx * 0.95 + i * rx * 0.03)}" cy="${n(cy + ry * (0.5 + i * 0.3))}" rx="${n(rx * 0.2)}" ry="${n(ry * 0.18)}" fill="${i % 2 ? hair : darken(hair, 0.1)}"/>`;
      return out;
    }
    case 'bun':
      return `<circle cx="${n(cx + rng.jitter(rx * 0.3))}" cy="${n(cy - ry * 1.12)}" r="${n(rx * 0.45)}" fill="${darken(hair, 0.05)}"/>`;
    case 'scarf':
      return `<path d="M${n(cx - rx * 1.4)} ${n(cy + ry * 1.7)}C${n(cx - rx * 1.5)} ${n(cy - ry * 0.3)} ${n(cx - rx * 1.25)} ${n(cy - ry * 1.3)} ${n(cx)} ${n(cy - ry * 1.28)}C${n(cx + rx * 1.25)} ${n(cy - ry * 1.3)} ${n(cx + rx * 1.5)} ${n(cy - ry * 0.3)} ${n(cx + rx * 1.4)} ${n(cy + ry * 1.7)}Z" fill="${ctx.pal.coral}"/>`;
    default:
      return '';
  }
}

export function hairFront(ctx: ArtContext, style: HairStyle, cx: number, cy: number, rx: number, ry: number, hair: string, cloth: string, beard = false): string {
  const { rng, pal } = ctx;
  const part = rng.range(-0.4, 0.4);
  const top = cy - ry * 1.02;
  // a cap of hair over the crown with a side parting and a sweep across the forehead
  const cap = `M${n(cx - rx * 1.04)} ${n(cy + ry * 0.05)}C${n(cx - rx * 1.1)} ${n(cy - ry * 0.9)} ${n(cx - rx * 0.5)} ${n(top - ry * 0.12)} ${n(cx + part * rx)} ${n(top - ry * 0.08)}` +
    `C${n(cx + rx * 0.6)} ${n(top - ry * 0.1)} ${n(cx + rx * 1.1)} ${n(cy - ry * 0.9)} ${n(cx + rx * 1.04)} ${n(cy + ry * 0.05)}` +
    `C${n(cx + rx * 0.95)} ${n(cy - ry * 0.5)} ${n(cx + rx * 0.6)} ${n(cy - ry * 0.62)} ${n(cx + part * rx)} ${n(cy - ry * 0.72)}` +
    `C${n(cx - rx * 0.3)} ${n(cy - ry * 0.5)} ${n(cx - rx * 0.9)} ${n(cy - ry * 0.55)} ${n(cx - rx * 1.04)} ${n(cy + ry * 0.05)}Z`;
  const shine = `<path d="M${n(cx + part * rx - rx * 0.35)} ${n(top)}Q${n(cx + part * rx)} ${n(top - ry * 0.06)} ${n(cx + part * rx + rx * 0.35)} ${n(top + ry * 0.02)}" stroke="${lighten(hair, 0.25)}" stroke-width="${n(rx * 0.05)}" fill="none" stroke-linecap="round" stroke-opacity="0.6"/>`;
  const earring = rng.chance(0.6)
    ? [-1, 1].map((side) => `<circle cx="${n(cx + side * rx * 0.98)}" cy="${n(cy + ry * 0.3)}" r="${n(rx * 0.07)}" fill="${pal.gold}"/><circle cx="${n(cx + side * rx * 0.98)}" cy="${n(cy + ry * 0.42)}" r="${n(rx * 0.05)}" fill="${pal.gold}"/>`).join('')
    : '';
  switch (style) {
    case 'scarf':
      return `<path d="M${n(cx - rx * 1.2)} ${n(cy + ry * 0.6)}C${n(cx - rx * 1.3)} ${n(cy - ry * 1.1)} ${n(cx + rx * 1.3)} ${n(cy - ry * 1.1)} ${n(cx + rx * 1.2)} ${n(cy + ry * 0.6)}C${n(cx + rx * 1.05)} ${n(cy - ry * 0.5)} ${n(cx - rx * 1.05)} ${n(cy - ry * 0.5)} ${n(cx - rx * 1.2)} ${n(cy + ry * 0.6)}Z" fill="${darken(pal.coral, 0.1)}"/><path d="M${n(cx - rx * 1.12)} ${n(cy + ry * 0.2)}C${n(cx - rx * 1.1)} ${n(cy - ry * 0.95)} ${n(cx + rx * 1.1)} ${n(cy - ry * 0.95)} ${n(cx + rx * 1.12)} ${n(cy + ry * 0.2)}" stroke="${pal.gold}" stroke-width="${n(rx * 0.05)}" fill="none"/>`;
    case 'short':
      return `<path d="${cap}" fill="${hair}"/>${shine}` + (beard ? beardMarkup(cx, cy, rx, ry, hair) : '');
    case 'curly':
      return `<path d="${cap}" fill="${hair}"/>` + earring;
    default:
      return `<path d="${cap}" fill="${hair}"/>${shine}${beard ? beardMarkup(cx, cy, rx, ry, hair) : earring}` + (style === 'bun' ? `<path d="M${n(cx - rx * 0.3)} ${n(top - ry * 0.05)}q${n(rx * 0.3)} ${n(-ry * 0.08)} ${n(rx * 0.6)} 0" stroke="${cloth}" stroke-width="${n(rx * 0.06)}" fill="none"/>` : '');
  }
}

/** A trimmed beard along the jaw with a moustache, leaving the lips clear. */
function beardMarkup(cx: number, cy: number, rx: number, ry: number, hair: string): string {
  return `<path d="M${n(cx - rx * 0.98)} ${n(cy)}C${n(cx - rx * 0.95)} ${n(cy + ry * 0.9)} ${n(cx - rx * 0.3)} ${n(cy + ry * 1.08)} ${n(cx)} ${n(cy + ry * 1.08)}C${n(cx + rx * 0.3)} ${n(cy + ry * 1.08)} ${n(cx + rx * 0.95)} ${n(cy + ry * 0.9)} ${n(cx + rx * 0.98)} ${n(cy)}C${n(cx + rx * 0.7)} ${n(cy + ry * 0.6)} ${n(cx - rx * 0.7)} ${n(cy + ry * 0.6)} ${n(cx - rx * 0.98)} ${n(cy)}Z" fill="${hair}" fill-opacity="0.85"/>` +
    `<path d="M${n(cx - rx * 0.3)} ${n(cy + ry * 0.6)}Q${n(cx)} ${n(cy + ry * 0.52)} ${n(cx + rx * 0.3)} ${n(cy + ry * 0.6)}" stroke="${hair}" stroke-width="${n(rx * 0.09)}" fill="none"/>`;
}
