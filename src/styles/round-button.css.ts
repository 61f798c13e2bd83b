import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A 44 px round button with an outline and an icon: the carousels' arrows, the header's Back. */
export const roundButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: '0 0 auto',
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  background: 'transparent',
  cursor: 'pointer',
});

/** Its ink and outline: light over artwork and dark panels, dark on paper. */
export const roundButtonTone = styleVariants({
  light: { color: vars.color.white, borderColor: `color-mix(in srgb, ${vars.color.white} 55%, transparent)` },
  dark: { color: vars.color.ink, borderColor: vars.color.line },
});
