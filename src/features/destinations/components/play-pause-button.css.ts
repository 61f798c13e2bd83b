import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
});

export const button = styleVariants({
  light: [base, { border: `1px solid ${vars.color.photoOutlineSoft}`, color: vars.color.white, selectors: { '&:hover': { background: vars.color.white, color: vars.color.ink } } }],
  dark: [base, { border: `1px solid ${vars.color.ink}`, color: vars.color.ink, selectors: { '&:hover': { background: vars.color.ink, color: vars.color.sand } } }],
});

export const icon = style({ fill: 'currentColor' });
