/**
 * @taleweave/artwork: original travel-poster artwork, painted as SVG from an image id and a loose
 * recipe (palette, scene, time of day, seed). Same id and recipe, same SVG, byte for byte.
 */
export { renderArt, artworkSize, type Artwork } from './render.ts';
export { readRecipe, type ArtRecipe } from './recipe.ts';
export { logoSvg, initials, DEFAULT_BRAND_NAME, type LogoOptions } from './logo.ts';
export { PALETTES, type Palette } from './palettes.ts';
export { SCENES } from './scenes/index.ts';
export { artworkVersion } from './version.ts';
