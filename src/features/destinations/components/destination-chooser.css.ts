import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { CHOOSER } from './destination-chooser-geometry.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

/** Custom properties each tile sets inline: its design position and diameter. */
export const tileX = createVar();
export const tileY = createVar();
export const tileSize = createVar();

const DESIGN_WIDTH = CHOOSER.pageLayoutWidth; // 1512: the width the tile positions were laid out on
const DESIGN_HEIGHT = 760;
const EMPTY_TOP_BAND = 110;
/** One design pixel, inside the canvas (whose own width is 100cqw to its children). */
const designPx = (n: number) => `calc(${n} / ${DESIGN_WIDTH} * 100cqw)`;

export const root = style({
  paddingBlock: vars.space.section,
  background: `radial-gradient(90% 70% at 50% 100%, ${vars.color.sandDeep} 0%, ${vars.color.paper} 70%)`,
  overflowX: 'clip',
});

export const header = style([
  sprinkles({ display: 'grid', justifyItems: 'center', gap: 'sm', textAlign: 'center' }),
  { marginBottom: vars.space.xl },
]);
export const title = style({ fontSize: vars.fontSize.xxl, letterSpacing: '0.08em', textWrap: 'balance' });
export const subtitle = style({ fontFamily: vars.font.display, fontStyle: 'italic', fontSize: vars.fontSize.xl, color: vars.color.teal });

/**
 * The canvas' scale, min(width / 1300, 1) × 0.95 (spec §9), is taken on the width inside the page
 * gutters (100cqw of this frame) rather than the bare window: the tiles span 1405 of the 1512 design
 * pixels, so on the window width they would run about 3% past both edges at every size.
 */
export const frame = style({
  containerType: 'inline-size',
  paddingInline: vars.layout.gutter,
  display: 'flex',
  justifyContent: 'center',
});

export const canvas = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  width: '100%',
  display: 'grid',
  gridTemplateColumns: `repeat(${CHOOSER.mobileColumns}, minmax(0, 1fr))`,
  gap: `${vars.space.xl} ${vars.space.md}`,
  maxWidth: '30rem',
  '@media': {
    [media.tablet]: { maxWidth: '40rem' },
    [media.desktop]: {
      display: 'block',
      position: 'relative',
      flex: 'none',
      maxWidth: 'none',
      width: `calc(${DESIGN_WIDTH / CHOOSER.designWidth} * ${CHOOSER.scaleFactor} * min(100cqw, ${CHOOSER.designWidth}px))`,
      aspectRatio: `${DESIGN_WIDTH} / ${DESIGN_HEIGHT}`,
      containerType: 'inline-size',
      // No circle starts above y = 150 on the design canvas: let the heading sit in that empty band
      // (and let clicks on the heading through; the tiles take them back).
      pointerEvents: 'none',
      marginTop: `calc(-${EMPTY_TOP_BAND} / ${CHOOSER.designWidth} * ${CHOOSER.scaleFactor} * min(100cqw, ${CHOOSER.designWidth}px))`,
    },
  },
});

export const tile = style({
  '@media': {
    [media.desktop]: {
      position: 'absolute',
      left: `calc(${tileX} / ${DESIGN_WIDTH} * 100%)`,
      top: `calc(${tileY} / ${DESIGN_HEIGHT} * 100%)`,
      width: `calc(${tileSize} / ${DESIGN_WIDTH} * 100%)`,
      pointerEvents: 'auto',
    },
  },
});

export const link = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textDecoration: 'none',
  color: vars.color.ink,
  selectors: { '&:focus-visible': { outline: 'none' } },
  '@media': { [media.desktop]: { gap: designPx(22) } },
});

export const circle = style({
  position: 'relative',
  display: 'block',
  width: 'min(100%, 168px)',
  aspectRatio: '1',
  borderRadius: '50%',
  overflow: 'hidden',
  border: `4px solid ${vars.color.paper}`,
  boxShadow: vars.shadow.card,
  transition: `transform ${vars.motion.base} ${vars.motion.ease}, box-shadow ${vars.motion.base} ${vars.motion.ease}`,
  '@media': { [media.desktop]: { width: '100%', borderWidth: designPx(6) } },
});
// spec §9: the circle under the pointer (or keyboard focus) grows by 30 design pixels. Worked out
// here from the tile's diameter: written inline, each tile's ratio took 16 digits of every
// destination page, whose HTML must fit the first round trip (issue 9).
globalStyle(`${link}:hover ${circle}, ${link}:focus-visible ${circle}`, {
  boxShadow: vars.shadow.lift,
  '@media': { [media.desktop]: { transform: `scale(calc((${tileSize} + ${CHOOSER.hoverGrowPx}) / ${tileSize}))` } },
});
globalStyle(`${link}:focus-visible ${circle}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' });

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  letterSpacing: '0.02em',
  textAlign: 'center',
  '@media': { [media.desktop]: { fontSize: `max(1rem, ${designPx(32)})` } },
});
globalStyle(`${link}[aria-current="page"] ${name}`, {
  color: vars.color.teal,
  // A contrast theme paints every name in one colour: the page's own destination is underlined there.
  '@media': { [media.forcedColors]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});
