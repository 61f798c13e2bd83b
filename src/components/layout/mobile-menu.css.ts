import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

const toggleBase = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  background: 'transparent',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const toggle = styleVariants({
  light: [toggleBase, { color: vars.color.white, borderColor: `color-mix(in srgb, ${vars.color.white} 55%, transparent)` }],
  dark: [toggleBase, { color: vars.color.ink, borderColor: vars.color.line }],
  open: [toggleBase, { color: vars.color.sand, borderColor: `color-mix(in srgb, ${vars.color.sand} 45%, transparent)` }],
});

export const bars = style({ display: 'grid', gap: 5, width: 20 });

export const bar = style({
  display: 'block',
  height: 1.5,
  borderRadius: 2,
  background: 'currentColor',
  // A contrast theme would paint the bars in its background colour: there they take its button text colour.
  '@media': { [media.forcedColors]: { background: 'ButtonText', forcedColorAdjust: 'none' } },
  transformOrigin: 'center',
  transition: `transform ${vars.motion.base} ${vars.motion.ease}, opacity ${vars.motion.fast}`,
});
// The three bars fold into a cross while the menu is open.
globalStyle(`${toggle.open} ${bar}:nth-child(1)`, { transform: 'translateY(6.5px) rotate(45deg)' });
globalStyle(`${toggle.open} ${bar}:nth-child(2)`, { opacity: 0 });
globalStyle(`${toggle.open} ${bar}:nth-child(3)`, { transform: 'translateY(-6.5px) rotate(-45deg)' });

/** The open menu covers the screen; its top row puts the X where the hamburger was. */
export const panel = style({
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  overflowY: 'auto',
  paddingBottom: vars.space.xl,
  color: vars.color.sand,
  // The colour under the gradient is what a contrast theme (which drops gradients) replaces: without
  // it the menu was see-through there, its links over the page.
  background: `radial-gradient(120% 70% at 100% 0%, ${vars.color.teal} 0%, ${vars.color.ink} 62%) ${vars.color.ink}`,
  selectors: { '&[data-state]': { display: 'flex', flexDirection: 'column', gap: vars.space.lg } },
  '@media': {
    [media.tablet]: { display: 'none' },
    [media.shortLandscape]: { gap: 0, paddingBottom: vars.space.md },
  },
});

/**
 * A phone held sideways (under 768 px wide, 320–430 px tall) has width to spare and little height:
 * the search field shares the X's row, so with a landscape keyboard up (over half the screen) its
 * results start high, and the links share a row, so the whole menu shows without scrolling.
 */
const CLOSE_SIZE = 44;

export const top = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  minHeight: vars.layout.headerHeight,
  '@media': {
    // The row lies over the nav's first row: the X keeps its place (where the hamburger was), the field takes the rest.
    [media.shortLandscape]: { position: 'absolute', zIndex: 1, insetInline: 0, top: 0, pointerEvents: 'none' },
  },
});
globalStyle(`${top} > *`, { pointerEvents: 'auto' });

export const nav = style([
  sprinkles({ display: 'grid', gap: 'xl', alignContent: 'start' }),
  { '@media': { [media.shortLandscape]: { gap: vars.space.md, paddingTop: `calc((${vars.layout.headerHeight} - ${CLOSE_SIZE}px) / 2)` } } },
]);

export const search = style({
  '@media': { [media.shortLandscape]: { marginInlineEnd: `calc(${CLOSE_SIZE}px + ${vars.space.sm})` } },
});

export const list = style([
  sprinkles({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' }),
  { '@media': { [media.shortLandscape]: { gridTemplateColumns: 'repeat(3, auto)', columnGap: vars.space.lg, justifyContent: 'start' } } },
]);

export const link = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid color-mix(in srgb, ${vars.color.sand} 16%, transparent)`,
  fontFamily: vars.font.display,
  fontSize: '2.25rem',
  fontWeight: 500,
  lineHeight: 1.15,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast}, padding ${vars.motion.base} ${vars.motion.ease}`,
  selectors: {
    '&:hover, &:focus-visible': { color: vars.color.goldSoft, paddingInlineStart: vars.space.xs },
  },
  '@media': { [media.shortLandscape]: { paddingBlock: vars.space.xs, fontSize: '1.75rem', whiteSpace: 'nowrap' } },
});

export const cta = style({ justifySelf: 'start' });

/** Saved trips and the install entry: quieter than the spec's menu items above them. */
export const extras = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid color-mix(in srgb, ${vars.color.sand} 16%, transparent)`,
  '@media': {
    [media.shortLandscape]: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, paddingTop: vars.space.xs },
  },
});
export const extraLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.sand,
  fontSize: vars.fontSize.md,
  fontWeight: 500,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { color: vars.color.goldSoft } },
});
