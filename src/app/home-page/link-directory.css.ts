import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

export const root = style({ background: vars.color.sandDeep, paddingBlock: vars.space.xxl });
export const title = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg });
export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
export const group = sprinkles({ display: 'grid', gap: 'sm', alignContent: 'start' });
export const heading = eyebrowRecipe({ tone: 'ink', tracking: 'narrow' });
export const list = sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'xxs' });
export const link = style({
  color: vars.color.inkSoft,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  display: 'inline-block',
  paddingBlock: '0.15rem',
  selectors: { '&:hover': { color: vars.color.ink, textDecoration: 'underline', textUnderlineOffset: '0.25em' } },
});
