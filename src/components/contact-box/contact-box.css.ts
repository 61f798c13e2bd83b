import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

export const root = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  { padding: 'clamp(1.5rem, 1rem + 2.5vw, 3rem)', borderRadius: vars.radius.lg, background: vars.color.ink, color: vars.color.sand, boxShadow: vars.shadow.lift },
]);
export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.white });
export const description = style({ color: vars.color.sandDeep, maxWidth: '60ch' });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const block = sprinkles({ display: 'grid', gap: 'xs', alignContent: 'start' });
export const label = eyebrowRecipe({ tone: 'goldSoft' });
export const list = sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'xs' });
export const itemLabel = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.sandDeep });
export const link = style({
  color: vars.color.white,
  fontWeight: 600,
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.goldSoft } },
});
export const address = style({ fontStyle: 'normal', lineHeight: 1.6 });
export const hours = style({ fontSize: vars.fontSize.sm, color: vars.color.sandDeep });
