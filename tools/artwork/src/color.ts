/** Colour arithmetic on #rrggbb strings; the palettes and the light of each time of day meet here. */

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const channel = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Linear blend: `t = 0` gives `a`, `t = 1` gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

/** Multiply blend, as light of a given colour falling on a surface. */
export function multiply(a: string, b: string): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([(x[0] * y[0]) / 255, (x[1] * y[1]) / 255, (x[2] * y[2]) / 255]);
}

/** Perceived brightness 0..1. */
export function luminance(color: string): number {
  const [r, g, b] = toRgb(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
