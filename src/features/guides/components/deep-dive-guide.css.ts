import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const layout = style({
  display: 'grid',
  // One column a phone's width, whatever the longest word in it (the 'Still Confused?' e-mail address).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});
/** The contents, and what the route adds above them; sticky beside the sections on wide screens. */
export const aside = style({
  alignSelf: 'start',
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space.xl } },
});
export const toc = style({ fontSize: vars.fontSize.sm });
export const tocTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.sm });
export const sections = style([sprinkles({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 'xl' }), { maxWidth: '70ch' }]);
export const section = style([sprinkles({ display: 'grid', gap: 'md' }), { lineHeight: 1.75 }]);
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const number = style({ color: vars.color.goldInk, fontFamily: vars.font.body, fontSize: vars.fontSize.md, fontWeight: 600, marginRight: vars.space.xs });
export const bullets = style([sprinkles({ display: 'grid', gap: 'xs', margin: 0 }), { paddingLeft: '1.25rem' }]);
export const confused = style([
  sprinkles({ padding: 'xl', display: 'grid', gap: 'sm' }),
  { marginTop: vars.space.xxl, borderRadius: vars.radius.lg, background: vars.color.ink, color: vars.color.sand, maxWidth: '70ch' },
]);
