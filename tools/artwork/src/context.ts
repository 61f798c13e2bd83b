/** Everything a scene needs to paint one picture. */
import { Defs } from './svg.ts';
import { createRng } from './random.ts';
import type { Rng } from './random.ts';
import { createLight } from './lighting.ts';
import type { Light, Time } from './lighting.ts';
import type { Palette } from './palettes.ts';

export interface ArtContext {
  w: number;
  h: number;
  rng: Rng;
  pal: Palette;
  light: Light;
  defs: Defs;
  /** y of the horizon line; scenes set it before painting the sky. */
  horizon: number;
  /** Sun (or moon) centre, placed by the sky layer; water reflects it. */
  sun: { x: number; y: number; r: number };
  /** The recipe's own extra keys (e.g. a portrait's `hair`), for scenes that read them. */
  hints: Readonly<Record<string, unknown>>;
}

export function createContext(pal: Palette, time: Time, seed: number, w: number, h: number, hints: Record<string, unknown> = {}): ArtContext {
  return { w, h, rng: createRng(seed), pal, light: createLight(pal, time), defs: new Defs(), horizon: h * 0.6, sun: { x: w / 2, y: h / 3, r: 40 }, hints };
}

/** A painted scene: SVG markup placed inside the canvas, in canvas pixels. */
export type Scene = (ctx: ArtContext) => string;
