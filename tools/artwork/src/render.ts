/** The artwork generator's entry: an image id and its recipe in, a finished SVG out. */
import { createContext } from './context.ts';
import { paletteFor } from './palettes.ts';
import { hashString } from './random.ts';
import { readRecipe, type ArtRecipe } from './recipe.ts';
import { SCENES, landscape } from './scenes/index.ts';
import { logoSvg } from './logo.ts';

export interface Artwork {
  svg: string;
  width: number;
  height: number;
  recipe: ArtRecipe;
}

/** Square scenes; everything else is painted on a 1600×1000 canvas. */
const SQUARE: Record<string, number> = { portrait: 800, logo: 1024 };

/** The canvas a scene is painted on, known without painting it. */
export function artworkSize(scene: string): { width: number; height: number } {
  const side = SQUARE[scene];
  return { width: side ?? 1600, height: side ?? 1000 };
}

/** Paints the artwork for `id`. Same id and recipe give the same SVG, byte for byte. */
export function renderArt(id: string, art?: Record<string, unknown>, brandName?: string): Artwork {
  const recipe = readRecipe(id, art);
  const side = SQUARE[recipe.scene];
  const { width, height } = artworkSize(recipe.scene);
  if (recipe.scene === 'logo') return { svg: logoSvg({ size: width, brandName }), width, height, recipe };
  const seed = hashString(`${id}#${recipe.seed}`);
  const ctx = createContext(paletteFor(recipe.palette), recipe.time, seed, width, height, art);
  const scene = SCENES[recipe.scene] ?? landscape;
  // a base coat in the haze colour: no gap between layers can ever show through as black
  const body = `<rect width="${width}" height="${height}" fill="${ctx.light.haze}"/>` + scene(ctx);
  // half of all scenes are painted mirror-wise: twice the compositions from the same painters
  const mirrored = !side && seed % 2 === 1 ? `<g transform="matrix(-1 0 0 1 ${width} 0)">${body}</g>` : body;
  const framed = side || recipe.scene === 'pattern' ? mirrored : mirrored + vignette(ctx.defs, width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${ctx.defs}${framed}</svg>`;
  return { svg, width, height, recipe };
}

/** A whisper of darkening at the corners, as on a printed travel poster. */
function vignette(defs: ReturnType<typeof createContext>['defs'], w: number, h: number): string {
  const fill = defs.radial([[0.55, '#000000', 0], [1, '#0b1a22', 0.28]], w / 2, h / 2, w * 0.72, h * 0.8);
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}
