/**
 * The brand mark: a compass rose over a rising sun in a deep teal disc, the initials at its
 * heart and, in the full version, the brand name engraved around a gold ring.
 */
import { PALETTES } from './palettes.ts';
import { darken, lighten } from './color.ts';
import { n, polygon, type Point } from './svg.ts';

export const DEFAULT_BRAND_NAME = 'Travel Beyond Dreams';
const SERIF = "'Cormorant Garamond', 'Playfair Display', Georgia, 'DejaVu Serif', serif";

export interface LogoOptions {
  size: number;
  brandName?: string;
  /** 'full' has the engraved ring of lettering; 'mark' is the bare emblem for icons. */
  variant?: 'full' | 'mark';
}

/** "Taleweave Journeys" → "TJ"; single words give one letter. */
export function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0]!.toUpperCase()).join('');
}

export function logoSvg({ size, brandName = DEFAULT_BRAND_NAME, variant = 'full' }: LogoOptions): string {
  const pal = PALETTES.brand!;
  const c = size / 2;
  const full = variant === 'full';
  const disc = full ? size * 0.36 : size * 0.5;
  const ink = pal.ink;
  const gold = pal.gold;
  let body = '';
  if (full) {
    body += `<circle cx="${c}" cy="${c}" r="${n(size * 0.49)}" fill="${lighten(pal.sand, 0.35)}"/>`;
    body += `<circle cx="${c}" cy="${c}" r="${n(size * 0.475)}" fill="none" stroke="${gold}" stroke-width="${n(size * 0.006)}"/>`;
    body += ringText(brandName.toUpperCase(), c, size * 0.415, size * 0.062, ink);
  }
  body += `<circle cx="${c}" cy="${c}" r="${n(disc)}" fill="url(#disc)"/>`;
  body += `<circle cx="${c}" cy="${c}" r="${n(disc * 0.93)}" fill="none" stroke="${gold}" stroke-width="${n(disc * 0.018)}"/>`;
  // the sun rising over three waves in the lower half of the disc
  const horizon = c + disc * 0.3;
  body += `<clipPath id="lower"><circle cx="${c}" cy="${c}" r="${n(disc * 0.9)}"/></clipPath><g clip-path="url(#lower)">`;
  body += `<circle cx="${c}" cy="${n(horizon)}" r="${n(disc * 0.42)}" fill="${pal.coral}"/>`;
  for (let i = 0; i < 3; i++) {
    const y = horizon + i * disc * 0.12;
    body += `<path d="M${n(c - disc)} ${n(y)}q${n(disc * 0.25)} ${n(-disc * 0.07)} ${n(disc * 0.5)} 0t${n(disc * 0.5)} 0t${n(disc * 0.5)} 0t${n(disc * 0.5)} 0V${n(c + disc)}H${n(c - disc)}Z" fill="${i === 0 ? darken(ink, 0.1) : lighten(ink, 0.06 * i)}"/>`;
    body += `<path d="M${n(c - disc)} ${n(y)}q${n(disc * 0.25)} ${n(-disc * 0.07)} ${n(disc * 0.5)} 0t${n(disc * 0.5)} 0t${n(disc * 0.5)} 0t${n(disc * 0.5)} 0" fill="none" stroke="${gold}" stroke-width="${n(disc * 0.014)}"/>`;
  }
  body += '</g>';
  body += compass(c, c - disc * 0.1, disc * 0.78, gold, lighten(gold, 0.3));
  body += `<circle cx="${c}" cy="${n(c - disc * 0.1)}" r="${n(disc * 0.27)}" fill="${ink}" stroke="${gold}" stroke-width="${n(disc * 0.014)}"/>`;
  body += `<text x="${c}" y="${n(c - disc * 0.1 + disc * 0.105)}" text-anchor="middle" font-family="${SERIF}" font-size="${n(disc * 0.3)}" font-style="italic" fill="${lighten(gold, 0.2)}" letter-spacing="${n(-disc * 0.01)}">${escape(initials(brandName))}</text>`;
  const defs = `<defs><radialGradient id="disc" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="${lighten(ink, 0.18)}"/><stop offset="1" stop-color="${ink}"/></radialGradient></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${escape(brandName)}">${defs}${body}</svg>`;
}

/** An eight-point compass rose: long cardinal points, short diagonal ones, each half in shade. */
function compass(cx: number, cy: number, r: number, gold: string, light: string): string {
  let out = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 - Math.PI / 2;
    const len = i % 2 ? r * 0.55 : r;
    const side = r * 0.1;
    const tip: Point = [cx + Math.cos(a) * len, cy + Math.sin(a) * len];
    const left: Point = [cx + Math.cos(a - Math.PI / 2) * side, cy + Math.sin(a - Math.PI / 2) * side];
    const right: Point = [cx + Math.cos(a + Math.PI / 2) * side, cy + Math.sin(a + Math.PI / 2) * side];
    out += `<path d="${polygon([[cx, cy], left, tip])}" fill="${i % 2 ? gold : light}"/><path d="${polygon([[cx, cy], tip, right])}" fill="${i % 2 ? darken(gold, 0.2) : gold}"/>`;
  }
  return out;
}

/** Letters set one by one around a circle (renderers differ in textPath support). */
function ringText(text: string, c: number, radius: number, size: number, color: string): string {
  const letters = [...`${text} · ${text} · `];
  const step = 360 / letters.length;
  return letters
    .map((ch, i) => (ch === ' ' ? '' : `<text x="${n(c)}" y="${n(c - radius)}" transform="rotate(${n(i * step)} ${n(c)} ${n(c)})" text-anchor="middle" font-family="${SERIF}" font-size="${n(size)}" fill="${color}">${escape(ch)}</text>`))
    .join('');
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
