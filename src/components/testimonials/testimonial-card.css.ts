import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

const rootBase = sprinkles({ margin: 0, display: 'grid', gap: 'lg', alignContent: 'start' });

/** `feature`: the carousel slide on a dark band; `tile`: a card in the /testimonials grid. */
export const root = styleVariants({
  feature: [
    rootBase,
    {
      color: vars.color.sand,
      '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr', columnGap: vars.space.xl, alignItems: 'center' } },
    },
  ],
  tile: [
    rootBase,
    {
      background: vars.color.paper,
      color: vars.color.ink,
      padding: vars.space.lg,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.card,
      border: `1px solid ${vars.color.line}`,
    },
  ],
});

export const portrait = styleVariants({
  feature: {
    position: 'relative',
    width: 'clamp(7rem, 5rem + 8vw, 11rem)',
    aspectRatio: '4 / 5',
    borderRadius: '999px 999px 1.25rem 1.25rem',
    overflow: 'hidden',
    boxShadow: vars.shadow.lift,
    border: `2px solid ${vars.color.goldSoft}`,
  },
  tile: { position: 'relative', width: '4.5rem', aspectRatio: '1', borderRadius: vars.radius.pill, overflow: 'hidden' },
});

export const body = sprinkles({ display: 'grid', gap: 'md' });

export const city = { feature: eyebrowRecipe({ tone: 'goldSoft' }), tile: eyebrowRecipe({ tone: 'teal' }) };

export const stars = styleVariants({
  feature: { color: vars.color.goldSoft, letterSpacing: '0.2em', fontSize: vars.fontSize.sm },
  tile: { color: vars.color.teal, letterSpacing: '0.2em', fontSize: vars.fontSize.sm },
});

export const quote = styleVariants({
  feature: {
    margin: 0,
    fontFamily: vars.font.display,
    fontStyle: 'italic',
    fontWeight: 500,
    fontSize: 'clamp(1.35rem, 1.1rem + 1vw, 1.9rem)',
    lineHeight: 1.35,
  },
  tile: { margin: 0, fontSize: vars.fontSize.md, color: vars.color.inkSoft },
});

export const name = styleVariants({
  feature: { fontWeight: 600, fontSize: vars.fontSize.md },
  tile: { fontWeight: 600, fontFamily: vars.font.display, fontSize: vars.fontSize.lg },
});

export const caption = sprinkles({ display: 'grid', gap: 'xxs' });
