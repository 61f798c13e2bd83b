import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({
  minHeight: '70vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.layout.gutter,
});
export const card = style({ maxWidth: '36rem', textAlign: 'center', display: 'grid', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xxl });
export const message = style({ color: vars.color.muted });
export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'center', flexWrap: 'wrap' });
