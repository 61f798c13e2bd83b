import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const root = style([sprinkles({ display: 'grid', gap: 'md' }), { paddingInline: vars.space.xs, color: vars.color.inkSoft }]);
export const tries = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', listStyle: 'none', margin: 0, padding: 0 });
// Each a tap target of its own (44 px tall), apart enough that a thumb meets one.
export const chip = style({
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
});
export const ways = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md' }), { fontWeight: 600, color: vars.color.ink }]);
