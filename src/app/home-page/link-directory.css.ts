import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';
import { renderedWhenNearAtLeast } from '../../styles/rendered-when-near.ts';

/**
 * Seventy-odd links near the end of the home page, laid out only when they come near the screen
 * (issue 9), like the sections before them (rendered-when-near.ts). The footer's dark block follows, so the stand-in is at least the directory's height: up
 * to 1,420 px on a phone (280 px wide), 729 on a tablet, 511 on a desktop.
 */
export const root = style([
  { background: vars.color.sandDeep, paddingBlock: vars.space.xxl },
  renderedWhenNearAtLeast({ phone: 90, tablet: 47, desktop: 33 }),
]);
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
