/**
 * One palette per destination plus the brand's own: the colours a scene is painted with in
 * plain daylight. The time of day (lighting.ts) then tints them. Luxury tones throughout:
 * deep teal ink, warm sand, gold accents, coral.
 */
export interface Palette {
  name: string;
  /** Distant, middle and near land, before atmospheric haze and light are applied. */
  land: readonly [string, string, string];
  foliage: readonly [light: string, dark: string];
  /** Shallow (turquoise) and deep water. */
  sea: readonly [shallow: string, deep: string];
  sand: string;
  /** Walls of buildings and temples. */
  stone: string;
  roof: string;
  /** Accent walls for houses, awnings and fabrics. */
  accents: readonly string[];
  gold: string;
  coral: string;
  ink: string;
  /** Colour the sky leans towards (desert haze, tropical cyan, alpine blue). */
  skyTint: string;
}

const BRAND_INK = '#0f2b33';
const GOLD = '#c9a35b';
const CORAL = '#e0765c';

function palette(p: Omit<Palette, 'gold' | 'coral' | 'ink'> & Partial<Palette>): Palette {
  return { gold: GOLD, coral: CORAL, ink: BRAND_INK, ...p };
}

export const PALETTES: Record<string, Palette> = {
  brand: palette({
    name: 'brand', land: ['#9cb9b2', '#4f7f7c', '#1d4a50'], foliage: ['#6f9a7b', '#2b5446'],
    sea: ['#6cc0b8', '#15495a'], sand: '#ead9bb', stone: '#e4d3b4', roof: '#b5654a',
    accents: ['#e0765c', '#c9a35b', '#1f5b63', '#ead9bb', '#8c5a6e'], skyTint: '#f1d7b4',
  }),
  dubai: palette({
    name: 'dubai', land: ['#e2c39a', '#c99b66', '#8f5f3b'], foliage: ['#8fa36a', '#4c5f3a'],
    sea: ['#5fc2c4', '#16607a'], sand: '#e8c894', stone: '#e6d2b0', roof: '#c7a171',
    accents: ['#c9a35b', '#1f5b63', '#b5523b', '#efe2c8', '#6d3f5a'], skyTint: '#f3cd92',
  }),
  maldives: palette({
    name: 'maldives', land: ['#8fc2a8', '#4e8d68', '#285a40'], foliage: ['#79b07a', '#2f6340'],
    sea: ['#7fe3d6', '#0b6a8c'], sand: '#f6ecd8', stone: '#efe4d0', roof: '#a7794c',
    accents: ['#e0765c', '#f3c66b', '#1f7a8c', '#f6ecd8', '#c95b7a'], skyTint: '#bfeaf0',
  }),
  thailand: palette({
    name: 'thailand', land: ['#8fb497', '#467a57', '#21492f'], foliage: ['#7aa870', '#2b5a34'],
    sea: ['#4fb8aa', '#115469'], sand: '#eed8b0', stone: '#eadbc0', roof: '#b8452d',
    accents: ['#d9a13a', '#b8452d', '#1f6b5c', '#7a3b6a', '#e8c36a'], skyTint: '#f6caa0',
  }),
  australia: palette({
    name: 'australia', land: ['#d7a581', '#ad6a45', '#62392a'], foliage: ['#9db08f', '#526b51'],
    sea: ['#4aa6d1', '#0f4a78'], sand: '#efd6a6', stone: '#f2ede2', roof: '#9b4e34',
    accents: ['#d9733f', '#e6b45a', '#2f6f8f', '#f2ede2', '#7b4a3a'], skyTint: '#cfe5f2',
  }),
  bali: palette({
    name: 'bali', land: ['#87ad86', '#3f7048', '#1d4029'], foliage: ['#84b46c', '#2c5b32'],
    sea: ['#46acad', '#124f63'], sand: '#dcc6a2', stone: '#8a6f5c', roof: '#3b302a',
    accents: ['#e0765c', '#e6b84f', '#f0e6d2', '#2f6b4f', '#a24a3a'], skyTint: '#f5d5a8',
  }),
  europe: palette({
    name: 'europe', land: ['#a9bcc4', '#6d8b95', '#3b5560'], foliage: ['#86a37c', '#3e5e45'],
    sea: ['#5e95b6', '#1e4866'], sand: '#e9dcc4', stone: '#ece1d0', roof: '#b5573e',
    accents: ['#e8b9a0', '#f0d79c', '#b9d1c7', '#e4c1c4', '#cdd8e8', '#d8a57a'], skyTint: '#cbd8e6',
  }),
  mauritius: palette({
    name: 'mauritius', land: ['#7fb09b', '#2f735d', '#17483a'], foliage: ['#76ad72', '#245637'],
    sea: ['#5fd6c9', '#0b5c7c'], sand: '#f3e5ca', stone: '#eee2cf', roof: '#b45a3e',
    accents: ['#e0765c', '#f1c45e', '#2d7f8c', '#f3e5ca', '#c45a7a'], skyTint: '#d0ece7',
  }),
  andaman: palette({
    name: 'andaman', land: ['#76a588', '#2f6047', '#163a2a'], foliage: ['#6ea66e', '#1f4f33'],
    sea: ['#4cc6bc', '#0c4f67'], sand: '#f1e3c3', stone: '#f1ece2', roof: '#b04a3a',
    accents: ['#e0765c', '#e9bd5a', '#1f6f7a', '#f1e3c3', '#c0523a'], skyTint: '#d5ede5',
  }),
};

/** Unknown palette names fall back to the brand palette. */
export function paletteFor(name: string | undefined): Palette {
  return (name && PALETTES[name]) || PALETTES.brand!;
}
