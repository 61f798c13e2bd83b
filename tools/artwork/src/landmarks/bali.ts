/** Bali: the split gate (candi bentar), a tiered meru shrine and a volcano cone. */
import { darken, lighten } from '../color.ts';
import { n, polygon, type Point } from '../svg.ts';

/** Half of a split gate as a stepped, ornamented tower; the other half mirrors it. */
function gateHalf(x: number, base: number, size: number, dir: 1 | -1): Point[] {
  // profile measured from the inner (cut) edge outwards; the cut face stays perfectly straight
  const profile: [number, number][] = [
    [0.0, 0], [0.42, 0], [0.42, 0.08], [0.38, 0.08], [0.38, 0.36], [0.44, 0.36], [0.44, 0.42],
    [0.34, 0.42], [0.34, 0.56], [0.38, 0.56], [0.38, 0.6], [0.27, 0.6], [0.27, 0.72], [0.3, 0.72],
    [0.3, 0.75], [0.2, 0.75], [0.2, 0.85], [0.22, 0.85], [0.22, 0.88], [0.12, 0.88], [0.1, 0.96], [0.05, 1], [0, 1],
  ];
  return profile.map(([dx, dy]) => [x + dir * dx * size, base - dy * size]);
}

export function splitGate(x: number, base: number, size: number, stone: string, lit: string): string {
  const gap = size * 0.13;
  let out = '';
  for (const dir of [-1, 1] as const) {
    const inner = x + dir * gap;
    const shape = gateHalf(inner, base, size, dir);
    out += `<path d="${polygon(shape)}" fill="${stone}"/>`;
    // the sunlit cut face: the gate's defining clean inner edge
    out += `<path d="${polygon([[inner, base], [inner, base - size * 0.99], [inner + dir * size * 0.05, base - size * 0.96], [inner + dir * size * 0.05, base]])}" fill="${lit}" fill-opacity="0.55"/>`;
  }
  const steps = size * 0.05;
  for (let i = 0; i < 3; i++) {
    out += `<rect x="${n(x - gap - size * (0.5 - i * 0.03))}" y="${n(base - steps * (i + 1) + steps * 3)}" width="${n((gap + size * (0.5 - i * 0.03)) * 2)}" height="${n(steps)}" fill="${i % 2 ? stone : darken(stone, 0.12)}"/>`;
  }
  return out;
}

/** A meru: a slim shrine with an odd number of stacked black thatched roofs. */
export function meru(x: number, base: number, height: number, wall: string, thatch: string, tiers = 7): string {
  const bodyH = height * 0.22;
  let out = `<rect x="${n(x - height * 0.09)}" y="${n(base - bodyH)}" width="${n(height * 0.18)}" height="${n(bodyH)}" fill="${wall}"/>`;
  const tierH = (height - bodyH) / (tiers + 0.5);
  for (let i = 0; i < tiers; i++) {
    const y = base - bodyH - i * tierH;
    const w = height * 0.23 * (1 - (i / tiers) * 0.72);
    out += `<path d="${polygon([[x - w, y], [x - w * 0.7, y - tierH * 0.85], [x + w * 0.7, y - tierH * 0.85], [x + w, y]])}" fill="${i % 2 ? thatch : lighten(thatch, 0.06)}"/>`;
  }
  return out + `<path d="M${n(x)} ${n(base - height)}v${n(tierH * 0.8)}" stroke="${thatch}" stroke-width="${n(height * 0.015)}"/>`;
}

/** A volcano cone with a slightly broken summit. */
export function volcano(x: number, base: number, width: number, height: number, color: string): string {
  const d = `M${n(x - width / 2)} ${n(base)}C${n(x - width * 0.2)} ${n(base - height * 0.35)} ${n(x - width * 0.1)} ${n(base - height * 0.9)} ${n(x - width * 0.05)} ${n(base - height)}` +
    `L${n(x + width * 0.02)} ${n(base - height * 0.97)}L${n(x + width * 0.06)} ${n(base - height)}C${n(x + width * 0.12)} ${n(base - height * 0.85)} ${n(x + width * 0.22)} ${n(base - height * 0.3)} ${n(x + width / 2)} ${n(base)}Z`;
  return `<path d="${d}" fill="${color}"/>`;
}
