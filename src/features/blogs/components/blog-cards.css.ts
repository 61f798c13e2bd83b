import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../../styles/eyebrow.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});

export const label = style([eyebrowRecipe({ tone: 'inkSoft' }), { marginBottom: vars.space.md, lineHeight: 1.6 }]);

/** The whole card is clickable through its link's stretched ::after. */
const card = style({
  position: 'relative',
  display: 'grid',
  background: vars.color.paper,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  transition: `transform ${vars.motion.base} ${vars.motion.ease}, box-shadow ${vars.motion.base}`,
  selectors: { '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.lift } },
});
export const latest = style([card, { alignContent: 'start' }]);
export const latestImage = style({ position: 'relative', aspectRatio: '16 / 10' });
export const latestBody = sprinkles({ display: 'grid', gap: 'sm', padding: 'lg' });
export const latestTitle = style({ fontSize: vars.fontSize.xl });
export const excerpt = style({ color: vars.color.inkSoft });

export const recentList = sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'md' });
export const recent = style([card, { gridTemplateColumns: '7.5rem minmax(0, 1fr)', alignItems: 'center' }]);
export const recentImage = style({ position: 'relative', alignSelf: 'stretch', minHeight: '7.5rem' });
export const recentBody = sprinkles({ display: 'grid', gap: 'xs', padding: 'md' });
export const recentTitle = style({ fontSize: vars.fontSize.lg });

export const stretchedLink = style({
  textDecoration: 'none',
  color: vars.color.ink,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});
export const readMore = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.teal, justifySelf: 'start' });
