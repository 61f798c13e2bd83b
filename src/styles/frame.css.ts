import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

/** A box that crops the picture inside it (a `cover` ResponsiveImage) to its rounded corners. */
export const frame = recipe({
  base: { position: 'relative', overflow: 'hidden' },
  variants: {
    radius: { md: { borderRadius: vars.radius.md }, lg: { borderRadius: vars.radius.lg } },
    shadow: { none: {}, card: { boxShadow: vars.shadow.card }, lift: { boxShadow: vars.shadow.lift } },
  },
  defaultVariants: { radius: 'md', shadow: 'none' },
});

/** The arch: a tall portrait rounded at the top like a window (about pages). */
export const archRadius = '999px 999px 1.75rem 1.75rem';
export const archPortrait = style([
  frame({ shadow: 'lift' }),
  { borderRadius: archRadius, aspectRatio: '4 / 5', width: '100%', maxWidth: '26rem', justifySelf: 'center' },
]);
