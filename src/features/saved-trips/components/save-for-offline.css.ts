import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: vars.shadow.card,
});
export const icon = style({ width: 28, height: 28, color: vars.color.teal, marginTop: 2 });
export const body = style([sprinkles({ display: 'grid', gap: 'xs' }), { minWidth: 0 }]);
export const title = style({ fontWeight: 600, fontSize: vars.fontSize.md, margin: 0 });
export const text = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm, margin: 0 });
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', alignItems: 'center' });
export const progress = style({
  width: '100%',
  height: 8,
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.sandDeep,
  accentColor: vars.color.teal,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.sandDeep },
    '&::-webkit-progress-value': { background: vars.color.teal },
    '&::-moz-progress-bar': { background: vars.color.teal },
  },
});
export const textLink = style({ color: vars.color.teal, fontWeight: 600, fontSize: vars.fontSize.sm });
export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.muted, margin: 0 });
/** Between a page's hero and its first section. */
export const strip = style({ paddingBlock: vars.space.lg });
