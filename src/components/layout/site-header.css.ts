import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media, widthBelow } from '../../styles/media.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';
import { visuallyHiddenBelowDesktop } from '../../styles/layout.css.ts';
import { roundButton, roundButtonTone } from '../../styles/round-button.css.ts';

const base = style({
  zIndex: 30,
  width: '100%',
  // The menu sits in the top layer while open; while it animates out it is painted inside the header.
  selectors: { '&:has(dialog)': { zIndex: 60 } },
});

export const root = styleVariants({
  landing: [base, { position: 'relative', color: vars.color.white, background: 'transparent' }],
  page: [
    base,
    {
      position: 'sticky',
      top: 0,
      color: vars.color.ink,
      // Solid: a filter or backdrop-filter here would trap the fixed mobile menu inside the bar.
      background: vars.color.paper,
      borderBottom: `1px solid ${vars.color.line}`,
    },
  ],
});

export const bar = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'md' }),
  { minHeight: vars.layout.headerHeight },
]);

/** Back (in the installed app) and the brand. */
export const start = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }), { minWidth: 0 }]);

export const back = styleVariants({
  landing: [roundButton, roundButtonTone.light],
  page: [roundButton, roundButtonTone.dark],
});

export const brand = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'sm' }),
  { textDecoration: 'none', borderRadius: vars.radius.sm, minWidth: 0 },
]);

/** Fixed box: the logo never shifts the bar while it loads. */
export const logoFrame = style({
  flex: '0 0 auto',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: `color-mix(in srgb, ${vars.color.sand} 85%, transparent)`,
  boxShadow: `0 0 0 1px color-mix(in srgb, ${vars.color.gold} 45%, transparent)`,
});
export const logo = style({ width: '100%', height: '100%' });
// On a phone, back takes the logo's place, so the bar keeps its room for the name and the menu.
globalStyle(`${start}:has(${roundButton}) ${logoFrame}`, { '@media': { [media.mobileOnly]: { display: 'none' } } });
globalStyle(`${logoFrame} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const brandName = style({
  fontFamily: vars.font.display,
  fontSize: '1.5rem',
  fontWeight: 600,
  letterSpacing: '0.01em',
  lineHeight: 1.1,
  whiteSpace: 'nowrap',
  '@media': {
    // On the narrowest phones (320 px) the name at full size met the menu button; narrower still (a
    // phone zoomed for large text: 375 px at 150% is 250) it takes two lines rather than run under it.
    [widthBelow(360)]: { fontSize: '1.3rem' },
    [widthBelow(300)]: { whiteSpace: 'normal' },
    // A tablet (an iPad upright is 768–834 px) has the links, the pill, search, saved trips and the
    // install entry beside the name: on one line the name ran under "Home" and "About us" broke in two.
    // Stacked on two lines it leaves them room.
    [media.tabletOnly]: { fontSize: '1.25rem', lineHeight: 1.05, whiteSpace: 'normal', maxWidth: '6em', textWrap: 'balance' },
  },
});

/** Between the header's entries: closer on a tablet, where the bar is fullest for its width. */
const navGap = { gap: vars.space.md, '@media': { [media.tabletOnly]: { gap: vars.space.sm } } } as const;

export const desktopNav = style({
  display: 'flex',
  alignItems: 'center',
  ...navGap,
  '@media': { [media.mobileOnly]: { display: 'none' }, ...navGap['@media'] },
});

export const links = style([sprinkles({ display: 'flex', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' }), navGap]);

export const link = style({
  position: 'relative',
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  // One line each: a label broken in two made the bar taller and its words hard to read.
  whiteSpace: 'nowrap',
  letterSpacing: '0.04em',
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 2,
      height: 1,
      background: 'currentColor',
      transform: 'scaleX(0)',
      transformOrigin: 'left',
      transition: `transform ${vars.motion.base} ${vars.motion.ease}`,
    },
    '&:hover::after, &:focus-visible::after': { transform: 'scaleX(1)' },
  },
  // A contrast theme paints every background in its own background colour, the line's included.
  '@media': { [media.forcedColors]: { selectors: { '&::after': { background: 'LinkText', forcedColorAdjust: 'none' } } } },
});

const pillBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  whiteSpace: 'nowrap',
  border: '1px solid',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
});

export const pill = styleVariants({
  landing: [
    pillBase,
    {
      borderColor: `color-mix(in srgb, ${vars.color.white} 60%, transparent)`,
      background: `color-mix(in srgb, ${vars.color.white} 12%, transparent)`,
      backdropFilter: 'blur(8px)',
      selectors: { '&:hover': { background: vars.color.white, color: vars.color.ink, borderColor: vars.color.white } },
    },
  ],
  page: [
    pillBase,
    {
      borderColor: vars.color.ink,
      selectors: { '&:hover': { background: vars.color.ink, color: vars.color.sand } },
    },
  ],
});

/** Saved trips (and the install entry beside it): an icon, with its words from 1024 px. */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 40,
  minWidth: 40,
  justifyContent: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.3em' } },
});
export const iconLabel = visuallyHiddenBelowDesktop;
