/** Reads the loose `art` record of a catalog entry into a complete recipe. */
import { TIMES, type Time } from './lighting.ts';
import { PALETTES } from './palettes.ts';

export interface ArtRecipe {
  palette: string;
  scene: string;
  time: Time;
  seed: number;
}

/**
 * Missing fields get sensible defaults: the palette is guessed from the id
 * (`destinations/bali/...` paints in the Bali palette), night-city defaults to night.
 */
export function readRecipe(id: string, art: Record<string, unknown> = {}): ArtRecipe {
  const scene = typeof art.scene === 'string' ? art.scene : 'landscape';
  const fromId = id.split('/').find((part) => part in PALETTES);
  const palette = typeof art.palette === 'string' ? art.palette : (fromId ?? 'brand');
  const time = TIMES.includes(art.time as Time) ? (art.time as Time) : scene === 'night-city' ? 'night' : 'day';
  const seed = typeof art.seed === 'number' && Number.isFinite(art.seed) ? art.seed : 0;
  return { palette, scene, time, seed };
}
