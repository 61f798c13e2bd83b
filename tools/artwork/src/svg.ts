/** Small SVG writing helpers: rounded numbers, smooth paths, gradients with ids unique per picture. */

export type Point = readonly [number, number];

/** One decimal is plenty at 1600 px and keeps the markup (and the cache key) small. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');
}

/** Catmull-Rom through the points, written as cubic Béziers (an open curve). */
export function smoothLine(points: readonly Point[], tension = 1): string {
  if (points.length < 2) return '';
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const k = tension / 6;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A smooth ridge closed down to `bottom`: the shape of every hill, dune and wave band. */
export function ridgeShape(points: readonly Point[], bottom: number, tension = 1): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `${smoothLine(points, tension)}L${n(last[0])} ${n(bottom)}L${n(first[0])} ${n(bottom)}Z`;
}

/** Straight polygon through the points. */
export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Collects <defs> for one picture; ids come from a counter so output is deterministic. */
export class Defs {
  private items: string[] = [];
  private count = 0;

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  add(markup: string): void {
    this.items.push(markup);
  }

  /** Vertical by default (top to bottom); coordinates are fractions of the shape's box. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.add(`<linearGradient id="${id}" ${attrs({ x1, y1, x2, y2 })}>${stopMarkup(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Radial in user space (pixels), for glows and vignettes. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, ry?: number): string {
    const id = this.id('r');
    const transform = ry && ry !== r ? ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(1 ${n(ry / r)}) translate(${n(-cx)} ${n(-cy)})"` : '';
    this.add(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" ${attrs({ cx, cy, r })}${transform}>${stopMarkup(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Pixel-space linear gradient, for shapes whose box would distort the direction. */
  linearAt(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('u');
    this.add(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" ${attrs({ x1, y1, x2, y2 })}>${stopMarkup(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

function stopMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${Math.round(opacity * 1000) / 1000}"`}/>`)
    .join('');
}

/** Closed Catmull-Rom curve through the points (blobs: islands, rocks, pools). */
export function smoothLoop(points: readonly Point[]): string {
  const count = points.length;
  const at = (i: number) => points[((i % count) + count) % count]!;
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}
