import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({
  display: 'inline-flex',
  justifySelf: 'start',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
});
export const rating = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, fontWeight: 600, color: vars.color.teal });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft });
