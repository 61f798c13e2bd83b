/** Dubai: a needle tower, a sail-shaped hotel and a domed mosque, as silhouettes. */
import { lighten } from '../color.ts';
import { n, polygon, type Point } from '../svg.ts';

/** A stepped, tapering supertall tower with a spire; `lit` paints its sunny half. */
export function needleTower(x: number, base: number, height: number, color: string, lit = lighten(color, 0.08)): string {
  const half = height * 0.06;
  const steps = 7;
  const left: Point[] = [];
  for (let i = 0; i < steps; i++) {
    const t = i / steps;
    const y = base - height * 0.82 * t;
    const w = half * (1 - t) ** 0.9;
    left.push([x - w, y], [x - w, y - (height * 0.82) / steps], [x - w * 0.82, y - (height * 0.82) / steps]);
  }
  const right = left.map(([px, py]) => [2 * x - px, py] as Point).reverse();
  const body = polygon([...left, [x - half * 0.06, base - height], [x + half * 0.06, base - height], ...right]);
  const shine = polygon([[x, base - height * 0.97], ...right, [x, base]]);
  return `<path d="${body}" fill="${color}"/><path d="${shine}" fill="${lit}" fill-opacity="0.55"/>`;
}

/** A hotel shaped like a billowing sail, on its own small island. */
export function sailHotel(x: number, base: number, height: number, color: string, glass: string): string {
  const w = height * 0.42;
  const sail = `M${n(x)} ${n(base)}L${n(x)} ${n(base - height)}Q${n(x + w * 1.25)} ${n(base - height * 0.55)} ${n(x + w * 0.2)} ${n(base)}Z`;
  const mast = `M${n(x - 3)} ${n(base)}L${n(x - 3)} ${n(base - height * 1.08)}L${n(x + 3)} ${n(base - height * 1.08)}L${n(x + 3)} ${n(base)}Z`;
  const island = `M${n(x - w * 0.5)} ${n(base)}Q${n(x + w * 0.2)} ${n(base - height * 0.04)} ${n(x + w * 0.9)} ${n(base)}Z`;
  return `<path d="${sail}" fill="${glass}"/><path d="${mast}" fill="${color}"/><path d="${island}" fill="${color}"/>` +
    `<path d="M${n(x)} ${n(base - height * 0.85)}L${n(x - height * 0.1)} ${n(base - height * 0.83)}" stroke="${color}" stroke-width="${n(height * 0.02)}"/>`;
}

/** A mosque: a large pointed dome between two slender minarets. */
export function mosque(x: number, base: number, size: number, color: string, accent: string): string {
  const dome = (cx: number, cy: number, r: number) =>
    `<path d="M${n(cx - r)} ${n(cy)}C${n(cx - r)} ${n(cy - r * 1.1)} ${n(cx - r * 0.1)} ${n(cy - r * 1.1)} ${n(cx)} ${n(cy - r * 1.6)}C${n(cx + r * 0.1)} ${n(cy - r * 1.1)} ${n(cx + r)} ${n(cy - r * 1.1)} ${n(cx + r)} ${n(cy)}Z" fill="${color}"/>`;
  const minaret = (mx: number) =>
    `<rect x="${n(mx - size * 0.025)}" y="${n(base - size * 1.05)}" width="${n(size * 0.05)}" height="${n(size * 1.05)}" fill="${color}"/>` +
    `<rect x="${n(mx - size * 0.045)}" y="${n(base - size * 0.8)}" width="${n(size * 0.09)}" height="${n(size * 0.03)}" fill="${color}"/>` +
    `<path d="${polygon([[mx - size * 0.03, base - size * 1.05], [mx, base - size * 1.22], [mx + size * 0.03, base - size * 1.05]])}" fill="${color}"/>`;
  return `<rect x="${n(x - size * 0.42)}" y="${n(base - size * 0.36)}" width="${n(size * 0.84)}" height="${n(size * 0.36)}" fill="${color}"/>` +
    dome(x, base - size * 0.36, size * 0.26) + dome(x - size * 0.3, base - size * 0.36, size * 0.1) + dome(x + size * 0.3, base - size * 0.36, size * 0.1) +
    minaret(x - size * 0.55) + minaret(x + size * 0.55) + arches(x, base, size, accent) +
    `<circle cx="${n(x)}" cy="${n(base - size * 0.36 - size * 0.26 * 1.7)}" r="${n(size * 0.015)}" fill="${accent}"/>`;
}

/** A barjeel (wind tower) rising from a flat-roofed courtyard house. */
export function windTower(x: number, base: number, height: number, color: string, shadow: string): string {
  const w = height * 0.28;
  let out = `<rect x="${n(x - w / 2)}" y="${n(base - height)}" width="${n(w)}" height="${n(height)}" fill="${color}"/>`;
  for (let i = 0; i < 3; i++) {
    out += `<rect x="${n(x - w / 2 + w * (0.12 + i * 0.29))}" y="${n(base - height * 0.95)}" width="${n(w * 0.18)}" height="${n(height * 0.35)}" fill="${shadow}"/>`;
  }
  return out + `<rect x="${n(x - w * 0.6)}" y="${n(base - height - height * 0.05)}" width="${n(w * 1.2)}" height="${n(height * 0.05)}" fill="${color}"/>`;
}

/** A colonnade of pointed arches across the prayer hall, in shadow. */
function arches(x: number, base: number, size: number, accent: string): string {
  let out = '';
  for (let i = -2; i <= 2; i++) {
    const ax = x + i * size * 0.15;
    const w = size * 0.05;
    out += `<path d="M${n(ax - w)} ${n(base)}V${n(base - size * 0.18)}Q${n(ax - w)} ${n(base - size * 0.25)} ${n(ax)} ${n(base - size * 0.28)}Q${n(ax + w)} ${n(base - size * 0.25)} ${n(ax + w)} ${n(base - size * 0.18)}V${n(base)}Z" fill="${accent}" fill-opacity="0.35"/>`;
  }
  return out;
}
