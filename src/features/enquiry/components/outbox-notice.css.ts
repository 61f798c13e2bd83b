import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  background: vars.color.sandDeep,
  color: vars.color.ink,
});
export const item = style([
  sprinkles({ display: 'grid', gap: 'xs', padding: 'md' }),
  { width: '100%', maxWidth: '46rem', marginInline: 'auto', borderRadius: vars.radius.md, background: vars.color.paper, boxShadow: vars.shadow.card },
]);
export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft, overflowWrap: 'anywhere' });
export const sent = style({ fontWeight: 600, color: vars.color.success });
export const refused = style({ fontWeight: 600, color: vars.color.danger });
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });
