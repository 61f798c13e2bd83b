import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';

// spec §2 destination page item 11: the latest blog beside the recent ones.

export const sectionTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: 500, marginBottom: vars.space.lg });
export const cardTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 500, marginTop: vars.space.md, marginBottom: vars.space.xs });
export const media2 = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
});
export const blogGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr', gap: vars.space.xxl } },
});
export const blogList = style({ display: 'grid', gap: vars.space.lg, listStyle: 'none', padding: 0, margin: 0 });
export const blogItem = style({ display: 'grid', gridTemplateColumns: '96px 1fr', gap: vars.space.md, alignItems: 'center' });
export const blogThumb = style({ position: 'relative', aspectRatio: '1', borderRadius: vars.radius.md, overflow: 'hidden' });
