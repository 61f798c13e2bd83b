/**
 * Web fonts a page can pull: every @font-face of its CSS whose unicode-range meets the page's
 * characters (an upper bound: the browser skips a weight no element uses).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface FontFace {
  family: string;
  weight: string;
  style: string;
  /** font-display: `optional` marks a face of the LCP heading, preloaded and never swapped (src/styles/fonts.css). */
  display: string;
  file: string;
  ranges: Array<[number, number]>;
}

function parseRange(token: string): [number, number] {
  const t = token.trim().replace(/^U\+/i, '');
  if (t.includes('?')) return [parseInt(t.replace(/\?/g, '0'), 16), parseInt(t.replace(/\?/g, 'F'), 16)];
  const [a, b] = t.split('-');
  return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
}

export function parseFontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) => {
    const prop = (name: string) => body!.match(new RegExp(`${name}\\s*:\\s*([^;]+)`))?.[1]?.trim() ?? '';
    const file = prop('src').match(/url\(["']?\/?([^"')]+\.woff2)/)?.[1];
    if (!file) return [];
    const range = prop('unicode-range');
    return [{
      family: prop('font-family').replace(/["']/g, ''),
      weight: prop('font-weight') || '400',
      style: prop('font-style') || 'normal',
      display: prop('font-display') || 'auto',
      file,
      ranges: range ? range.split(',').map(parseRange) : [[0, 0x10ffff]],
    }];
  });
}

export const covers = (face: FontFace, codePoint: number) => face.ranges.some(([a, b]) => codePoint >= a && codePoint <= b);

/**
 * The faces a page's characters load: for each family, style and weight, each character is drawn from
 * the last declared face whose range holds it (CSS Fonts: overlapping faces are tried in reverse order).
 * An upper bound: the browser skips a weight no element uses.
 */
export function facesForText(faces: FontFace[], text: string): FontFace[] {
  const codePoints = [...new Set([...text].map((c) => c.codePointAt(0)!))].filter((c) => c > 32);
  const groups = Map.groupBy(faces, (face) => `${face.family}|${face.style}|${face.weight}`);
  const used = new Set<FontFace>();
  for (const group of groups.values()) {
    for (const codePoint of codePoints) {
      const face = group.findLast((f) => covers(f, codePoint));
      if (face) used.add(face);
    }
  }
  return faces.filter((face) => used.has(face));
}

export function readCss(distDir: string, files: string[]): string {
  return files.map((f) => readFileSync(join(distDir, f), 'utf8')).join('\n');
}

export const fileBytes = (distDir: string, file: string) => statSync(join(distDir, file)).size;
