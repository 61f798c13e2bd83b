/**
 * The site's colours as plain values (the theme contract in theme.css.ts turns them into CSS
 * variables; tests/styles/palette.test.ts checks every text role against the surfaces it sits on).
 *
 * Roles, not hues: `gold` is the brand accent for fills, rules, borders and selection rings (3:1 on
 * paper is enough for graphics, not for text); `goldInk` is the same accent dark enough for text on
 * the light surfaces (WCAG AA 4.5:1 on sand, sandDeep and paper); `goldSoft` is accent text on dark.
 */
export const palette = {
  ink: '#0f2a33',
  inkSoft: '#28444d',
  teal: '#16545f',
  sand: '#f7f1e8',
  sandDeep: '#ecdfcb',
  paper: '#fffdf9',
  gold: '#b8893b',
  goldInk: '#7d5a1e',
  goldSoft: '#e7cf9d',
  coral: '#c8553d',
  muted: '#515f65',
  line: 'rgba(15, 42, 51, 0.14)',
  white: '#ffffff',
  overlay: 'rgba(9, 26, 32, 0.62)',
  success: '#1f6b47',
  danger: '#a3271b',
  focus: '#e0a93b',
  /** WhatsApp's deep green (the floating chat button): a white glyph on it reaches 4:1, it stands 3.6:1 off sand. */
  whatsapp: '#128c7e',
} as const;

/**
 * See-through colours laid over photographs and the dark bands: each is a palette colour at one
 * opacity, named for what it draws. Decorative lines, veils and secondary text over pictures.
 */
export const veils = {
  /** The hero's scroll button: a light wash of the overlay's night blue over the photo. */
  nightWash: 'rgba(9, 26, 32, 0.25)',
  /** Text over a photograph under a scrim (page heroes). */
  photoText: 'rgba(255, 255, 255, 0.92)',
  /** Captions under pictures on the dark orbit. */
  photoCaption: 'rgba(255, 255, 255, 0.88)',
  /** A section lead on a dark band. */
  darkLead: 'rgba(255, 255, 255, 0.86)',
  /** The ring round a round picture on a photo. */
  photoRing: 'rgba(255, 255, 255, 0.85)',
  /** Outlined buttons on photos. */
  photoOutline: 'rgba(255, 255, 255, 0.7)',
  photoOutlineSoft: 'rgba(255, 255, 255, 0.6)',
  /** The dashed orbit line. */
  photoDash: 'rgba(255, 255, 255, 0.42)',
  /** Gold hairlines on dark: social buttons, the inner orbit. */
  goldLine: 'rgba(231, 207, 157, 0.45)',
  /** Sand hairlines and tracks on dark: the footer's rule, the testimonials' progress track. */
  sandLine: 'rgba(247, 241, 232, 0.18)',
  sandTrack: 'rgba(247, 241, 232, 0.22)',
  /** Paper: print is black on white. */
  printInk: '#000000',
} as const;

export type PaletteColour = keyof typeof palette;

/** Surfaces text is set on: light paper and the dark bands (header, footer, menu, overlays). */
export const LIGHT_SURFACES = ['sand', 'sandDeep', 'paper', 'white'] as const satisfies readonly PaletteColour[];
export const DARK_SURFACES = ['ink', 'teal'] as const satisfies readonly PaletteColour[];

/** Colours used for text on each kind of surface; each pair must reach WCAG AA (4.5:1). */
export const TEXT_ON_LIGHT = ['ink', 'inkSoft', 'teal', 'goldInk', 'muted', 'success', 'danger'] as const satisfies readonly PaletteColour[];
export const TEXT_ON_DARK = ['white', 'sand', 'goldSoft'] as const satisfies readonly PaletteColour[];
