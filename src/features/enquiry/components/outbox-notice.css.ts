import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  background: vars.color.sandDeep,
  color: vars.color.ink,
});
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '46rem',
  marginInline: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  boxShadow: vars.shadow.card,
});
export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft, overflowWrap: 'anywhere' });
export const sent = style({ fontWeight: 600, color: vars.color.success });
export const refused = style({ fontWeight: 600, color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
