import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';
import { archPortrait } from '../../styles/frame.css.ts';
import { frame } from '../../styles/frame.css.ts';
import { split as splitRecipe } from '../../styles/split.css.ts';
import { roundMarkRule } from '../../styles/mark.css.ts';

/** Shared look of the standalone pages (/enquire, /about-us, /testimonials, blog, not-found, offline). */

export const eyebrow = eyebrowRecipe({ tone: 'teal' });

export const body = style({ display: 'grid', gap: 'clamp(3rem, 2rem + 4vw, 5.5rem)' });
export const block = sprinkles({ display: 'grid', gap: 'lg', alignContent: 'start' });
export const blockTitle = style({ fontSize: vars.fontSize.xxl });
export const blockText = style({ color: vars.color.inkSoft, maxWidth: '62ch' });

export const split = splitRecipe({ columns: '7/5', align: 'start' });
export const portrait = archPortrait;

export const steps = style([sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'lg' }), { counterReset: 'step' }]);
export const step = style({
  display: 'grid',
  gridTemplateColumns: '2.75rem minmax(0, 1fr)',
  gap: vars.space.md,
  counterIncrement: 'step',
  selectors: {
    '&::before': {
      ...roundMarkRule,
      content: 'counter(step)',
      width: '2.75rem',
      height: '2.75rem',
    },
  },
});
export const stepTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xxs });
export const stepText = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm });

export const tiles = style([
  sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'lg' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 21rem), 1fr))' },
]);
/** Lets each card fill its row, so tiles side by side end level. */
export const tile = style({ display: 'grid' });

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'center' });

export const linkGroups = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const linkList = sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'xs' });
export const textLink = style({
  color: vars.color.teal,
  fontWeight: 600,
  textUnderlineOffset: '0.25em',
  selectors: { '&:hover': { color: vars.color.ink } },
});

export const articleImage = style([frame({ radius: 'lg', shadow: 'card' }), { aspectRatio: '16 / 9' }]);
export const article = style([sprinkles({ display: 'grid', gap: 'xl' }), { maxWidth: '52rem', marginInline: 'auto' }]);
export const articleTitle = style({ fontSize: vars.fontSize.display, lineHeight: 1.05 });
export const excerpt = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, fontFamily: vars.font.display, fontStyle: 'italic' });
