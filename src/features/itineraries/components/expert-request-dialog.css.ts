import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const dialog = style({
  width: 'min(92vw, 30rem)',
  border: 0,
  borderRadius: vars.radius.lg,
  padding: 0,
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: vars.shadow.lift,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});
export const form = style({ display: 'grid', gap: vars.space.md, padding: vars.space.xl });
export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, alignItems: 'start' });
export const close = style({ background: 'none', border: 0, fontSize: '2rem', lineHeight: 1, minWidth: 44, minHeight: 44 });
export const field = style({ display: 'grid', gap: vars.space.xxs, fontWeight: 600, fontSize: vars.fontSize.sm });
export const input = style({ minHeight: 44, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.line}`, fontWeight: 400 });
