import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';

export const layout = style({
  display: 'grid',
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
export const sections = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xl, maxWidth: '70ch' });
export const section = style({ display: 'grid', gap: vars.space.md, lineHeight: 1.75 });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const number = style({ color: vars.color.goldInk, fontFamily: vars.font.body, fontSize: vars.fontSize.md, fontWeight: 600, marginRight: vars.space.xs });
export const bullets = style({ display: 'grid', gap: vars.space.xs, paddingLeft: '1.25rem', margin: 0 });
export const confused = style({
  marginTop: vars.space.xxl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.ink,
  color: vars.color.sand,
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '70ch',
});
