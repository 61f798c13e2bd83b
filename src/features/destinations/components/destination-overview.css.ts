import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const root = style({ paddingBottom: vars.space.section, background: vars.color.sand });

/** The page's own header: a quiet bar under the hero. */
export const bar = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'md', paddingBlock: 'lg' }),
  { borderBottom: `1px solid ${vars.color.line}` },
]);

// On a narrow screen (or large text) the three links wrap rather than run off the side.
export const links = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'lg', listStyle: 'none', margin: 0, padding: 0 }), { rowGap: vars.space.xs }]);

export const link = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  paddingBlock: vars.space.xs,
  backgroundImage: `linear-gradient(${vars.color.gold}, ${vars.color.gold})`,
  backgroundSize: '0% 1px',
  backgroundPosition: '0 100%',
  backgroundRepeat: 'no-repeat',
  transition: `background-size ${vars.motion.base} ${vars.motion.ease}`,
  selectors: { '&:hover': { backgroundSize: '100% 1px' } },
});

export const explore = style({
  order: 3,
  width: '100%',
  '@media': { [media.tablet]: { order: 'initial', width: 'auto', marginLeft: 'auto' } },
});

export const intro = style({ paddingBlock: `${vars.space.xxl} ${vars.space.xl}`, maxWidth: '52rem' });

export const headline = style({ fontSize: vars.fontSize.xxl, lineHeight: 1.1, textWrap: 'balance' });
/**
 * The headline's accent in colour, upright: the overview sits right under the hero, so a phone's first
 * layout draws it, and in the italic it brought a second font file (12.7 KB) onto the first screen to
 * share a slow connection with the hero (issue 9). The italic stays for the accents further down.
 */
globalStyle(`${headline} em`, { color: vars.color.teal, fontStyle: 'normal' });

export const cards = style([
  sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: { mobile: 'md', tablet: 'lg' } }),
  { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
]);

export const card = style({
  position: 'relative',
  height: '100%',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  textDecoration: 'none',
  color: vars.color.ink,
  transition: `transform ${vars.motion.base} ${vars.motion.ease}, box-shadow ${vars.motion.base} ${vars.motion.ease}, border-color ${vars.motion.fast}`,
  selectors: { '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.card, borderColor: vars.color.goldSoft } },
});

/**
 * The phone's own sans, as a small gold label: no font file to fetch for the first screen (in the
 * display face the figures come in a file of their own, in its italic in the italic's file).
 */
export const cardNumber = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.14em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.goldInk,
});
export const cardTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, fontWeight: 600, lineHeight: 1.15 });
export const cardSubtitle = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm });
export const cardArrow = style({
  position: 'absolute',
  right: vars.space.lg,
  top: vars.space.lg,
  color: vars.color.teal,
  fontSize: vars.fontSize.lg,
  transition: `transform ${vars.motion.base} ${vars.motion.ease}`,
  selectors: { [`${card}:hover &`]: { transform: 'translateX(4px)' } },
});
