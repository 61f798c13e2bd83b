/** Every scene a recipe can name. Unknown names paint a landscape in the recipe's palette. */
import type { Scene } from '../context.ts';
import { beach } from './beach.ts';
import { nightCity, skyline } from './city.ts';
import { boatScene, lagoon, overwaterVilla } from './coast.ts';
import { island } from './island.ts';
import { landscape, mountains } from './mountains.ts';
import { desert } from './desert.ts';
import { riceTerraces } from './terraces.ts';
import { forest, waterfall } from './forest.ts';
import { temple } from './temple.ts';
import { oldTown } from './town.ts';
import { market } from './market.ts';
import { reef } from './reef.ts';
import { food } from './food.ts';
import { spa } from './spa.ts';
import { portrait } from '../portrait.ts';
import { pattern } from '../pattern.ts';

export { landscape };

export const SCENES: Record<string, Scene> = {
  beach,
  skyline,
  'night-city': nightCity,
  lagoon,
  'overwater-villa': overwaterVilla,
  boat: boatScene,
  island,
  mountains,
  desert,
  'rice-terraces': riceTerraces,
  forest,
  waterfall,
  temple,
  'old-town': oldTown,
  market,
  reef,
  food,
  spa,
  portrait,
  pattern,
  landscape,
};
