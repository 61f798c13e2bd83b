/** Shrines for the temple scene where the destination has no landmark of its own drawn yet. */
import { darken, lighten } from '../color.ts';
import { n, polygon } from '../svg.ts';

/** A Hindu shikhara: a curved, ribbed tower on a plinth, crowned by an amalaka and a kalash. */
export function shikhara(x: number, base: number, height: number, stone: string, gold: string): string {
  const w = height * 0.3;
  const plinth = height * 0.12;
  const bodyTop = base - height * 0.85;
  let out = `<rect x="${n(x - w * 1.5)}" y="${n(base - plinth)}" width="${n(w * 3)}" height="${n(plinth)}" fill="${darken(stone, 0.1)}"/>`;
  out += `<rect x="${n(x - w * 1.1)}" y="${n(base - plinth - height * 0.2)}" width="${n(w * 2.2)}" height="${n(height * 0.2)}" fill="${stone}"/>`;
  const tower = `M${n(x - w)} ${n(base - plinth - height * 0.2)}C${n(x - w)} ${n(bodyTop + height * 0.25)} ${n(x - w * 0.55)} ${n(bodyTop)} ${n(x - w * 0.3)} ${n(bodyTop)}` +
    `L${n(x + w * 0.3)} ${n(bodyTop)}C${n(x + w * 0.55)} ${n(bodyTop)} ${n(x + w)} ${n(bodyTop + height * 0.25)} ${n(x + w)} ${n(base - plinth - height * 0.2)}Z`;
  out += `<path d="${tower}" fill="${stone}"/>`;
  for (let i = 1; i < 7; i++) {
    const y = base - plinth - height * 0.2 - ((base - plinth - height * 0.2 - bodyTop) * i) / 7;
    out += `<path d="M${n(x - w * (1 - (i / 7) ** 2 * 0.68))} ${n(y)}H${n(x + w * (1 - (i / 7) ** 2 * 0.68))}" stroke="${darken(stone, 0.2)}" stroke-width="${n(height * 0.01)}"/>`;
  }
  out += `<path d="M${n(x)} ${n(bodyTop)}V${n(base - plinth - height * 0.2)}" stroke="${lighten(stone, 0.2)}" stroke-width="${n(w * 0.15)}" stroke-opacity="0.5"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(bodyTop - height * 0.03)}" rx="${n(w * 0.45)}" ry="${n(height * 0.035)}" fill="${darken(stone, 0.08)}"/>`;
  return out + `<path d="${polygon([[x - w * 0.12, bodyTop - height * 0.06], [x, bodyTop - height * 0.15], [x + w * 0.12, bodyTop - height * 0.06]])}" fill="${gold}"/>`;
}

/** A bell-shaped stupa (chedi) with a tapering ringed spire. */
export function chedi(x: number, base: number, height: number, color: string, gold: string): string {
  const w = height * 0.3;
  const bell = `M${n(x - w)} ${n(base - height * 0.1)}C${n(x - w)} ${n(base - height * 0.45)} ${n(x - w * 0.3)} ${n(base - height * 0.5)} ${n(x)} ${n(base - height * 0.5)}` +
    `C${n(x + w * 0.3)} ${n(base - height * 0.5)} ${n(x + w)} ${n(base - height * 0.45)} ${n(x + w)} ${n(base - height * 0.1)}Z`;
  let out = `<rect x="${n(x - w * 1.2)}" y="${n(base - height * 0.1)}" width="${n(w * 2.4)}" height="${n(height * 0.1)}" fill="${darken(color, 0.1)}"/><path d="${bell}" fill="${color}"/>`;
  out += `<path d="${polygon([[x - w * 0.18, base - height * 0.5], [x, base - height], [x + w * 0.18, base - height * 0.5]])}" fill="${gold}"/>`;
  for (let i = 1; i < 5; i++) {
    const y = base - height * (0.5 + i * 0.08);
    const half = w * 0.18 * (1 - i * 0.16);
    out += `<path d="M${n(x - half)} ${n(y)}H${n(x + half)}" stroke="${darken(gold, 0.2)}" stroke-width="${n(height * 0.012)}"/>`;
  }
  return out;
}
