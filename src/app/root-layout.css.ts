import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.ink,
  color: vars.color.sand,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.md } },
});
