import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

export const root = style({
  background: vars.color.ink,
  color: vars.color.sand,
  paddingBlock: `${vars.space.xxl} ${vars.space.lg}`,
  borderTop: `4px solid ${vars.color.gold}`,
});

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.3fr' },
  },
});

export const brandColumn = sprinkles({ display: 'grid', gap: 'md', alignContent: 'start' });
export const brand = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  color: vars.color.white,
  textDecoration: 'none',
  justifySelf: 'start',
});
// Upright, in the display face's 600 that every page preloads: set in italic, the footer (laid out with
// the first screen) made every page's first load fetch the italic face, 22 KB, before its largest
// paint (issue 9). The italic stays where a reader meets it in a section's body text.
export const tagline = style({ fontFamily: vars.font.display, fontWeight: 600, letterSpacing: '0.02em', fontSize: vars.fontSize.lg, color: vars.color.goldSoft });
export const blurb = style({ color: vars.color.sandDeep, fontSize: vars.fontSize.sm, maxWidth: '36ch' });

export const column = sprinkles({ display: 'grid', gap: 'md', alignContent: 'start' });
export const heading = eyebrowRecipe({ tone: 'goldSoft' });
export const list = sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'xs' });
export const link = style({
  color: vars.color.sand,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  display: 'inline-block',
  paddingBlock: '0.2rem',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.goldSoft, textDecoration: 'underline', textUnderlineOffset: '0.25em' } },
});
export const contactLabel = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.sandDeep, letterSpacing: '0.04em' });
export const address = style({ fontStyle: 'normal', fontSize: vars.fontSize.sm, color: vars.color.sand, lineHeight: 1.6 });


export const bottom = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.sandLine}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.sandDeep,
});
