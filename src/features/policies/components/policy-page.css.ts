import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../../styles/eyebrow.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const intro = style({
  background: `radial-gradient(80% 140% at 100% 0%, ${vars.color.goldSoft} 0%, ${vars.color.sandDeep} 50%, ${vars.color.sand} 100%)`,
  paddingBlock: 'clamp(3rem, 2rem + 5vw, 6rem) clamp(2.5rem, 1.5rem + 3vw, 4rem)',
  borderBottom: `1px solid ${vars.color.line}`,
});
export const introInner = style([sprinkles({ display: 'grid', gap: 'md' }), { maxWidth: '52rem' }]);
export const eyebrow = eyebrowRecipe({ tone: 'teal' });
export const title = style({ fontSize: vars.fontSize.display, lineHeight: 1.02 });
export const effective = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.inkSoft });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, maxWidth: '62ch' });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space.xxl, alignItems: 'start' } },
});
export const toc = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  '@media': { [media.desktop]: { position: 'sticky', top: '6rem' } },
});
export const tocTitle = eyebrowRecipe({ tone: 'inherit' });
export const tocList = style([
  sprinkles({ margin: 0, display: 'grid', gap: 'xxs' }),
  { paddingLeft: '1.4rem', fontSize: vars.fontSize.sm },
]);
export const tocLink = style({
  color: vars.color.inkSoft,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.teal, textDecoration: 'underline' } },
});

export const sections = style([sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'xl' }), { maxWidth: '46rem' }]);
export const sectionItem = sprinkles({ display: 'grid', gap: 'md' });
export const sectionTitle = style([sprinkles({ display: 'flex', gap: 'sm', alignItems: 'baseline' }), { fontSize: vars.fontSize.xl }]);
export const number = style({ color: vars.color.teal, fontVariantNumeric: 'lining-nums tabular-nums', minWidth: '1.6em' });
export const paragraph = style({ color: vars.color.inkSoft, lineHeight: 1.75 });
export const bullets = style([sprinkles({ margin: 0, display: 'grid', gap: 'xs' }), { paddingLeft: '1.25rem', color: vars.color.inkSoft }]);

export const contact = style({ marginTop: vars.space.xxl });
