import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * A round ink badge with a soft-gold figure in the display face: a step's number, a feature's
 * initial. As a plain rule too, for a counter drawn in ::before.
 */
export const roundMarkRule = {
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.ink,
  color: vars.color.goldSoft,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
} as const;

export const roundMark = style(roundMarkRule);
