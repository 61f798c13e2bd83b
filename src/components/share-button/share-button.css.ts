import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

export const root = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });
export const icon = style({ width: 16, height: 16, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' });
export const status = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const manual = style([sprinkles({ display: 'grid', gap: 'xxs' }), { width: '100%', fontSize: vars.fontSize.sm }]);
export const link = style({
  width: '100%',
  maxWidth: '32rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  userSelect: 'all',
});
