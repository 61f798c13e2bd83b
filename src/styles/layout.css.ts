import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { media } from './media.ts';

/** Shared layout primitives: a centred container and a vertical section rhythm. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

export const section = style({ paddingBlock: vars.space.section });

/** A one-line state of a section or page: 'Loading…', 'could not be found'. */
export const stateText = style({ padding: `${vars.space.section} ${vars.layout.gutter}`, textAlign: 'center', fontSize: vars.fontSize.lg });

/** Read by screen readers, not shown. */
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
export const visuallyHidden = style(hidden);
/** Shown from 1024 px only; read, not shown, on phones and tablets (a compact header, a booking bar). */
export const visuallyHiddenBelowDesktop = style({ '@media': { [media.belowDesktop]: hidden } });

export const prose = style({
  maxWidth: '68ch',
  display: 'grid',
  gap: vars.space.md,
  fontSize: vars.fontSize.md,
});
