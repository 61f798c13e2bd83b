import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

const nudge = keyframes({ '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(4px)' } });

export const root = style({ cursor: 'pointer' });

export const scrollButton = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.photoOutline}`,
  background: vars.color.nightWash,
  color: vars.color.white,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.06em',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.white, color: vars.color.ink } },
});

// Moves only while pointed at: nothing on the page moves on its own without a pause control.
export const arrow = style({
  display: 'inline-block',
  selectors: { [`${scrollButton}:hover &`]: { animation: `${nudge} 1.2s ${vars.motion.ease} infinite` } },
});
