import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({ background: vars.color.sand });
export const header = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.xl, maxWidth: '44rem' });
export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  fontWeight: 600,
  color: vars.color.teal,
});
export const title = style({ fontSize: vars.fontSize.xxl });
