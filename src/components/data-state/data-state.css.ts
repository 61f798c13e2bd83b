import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

export const unavailable = style([
  sprinkles({ paddingBlock: 'xxl', display: 'grid', gap: 'md', justifyItems: 'start' }),
  { maxWidth: '38rem', marginInline: 'auto', paddingInline: vars.layout.gutter },
]);
export const icon = style({ width: 48, height: 48, color: vars.color.teal });
export const title = style({ fontSize: vars.fontSize.xl, lineHeight: 1.2 });
export const help = style({ color: vars.color.inkSoft });
export const links = style([sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'xs' }), { width: '100%' }]);
export const link = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.teal } },
});
export const linkHint = style({ color: vars.color.muted, fontWeight: 400, fontSize: vars.fontSize.xs });

/** "Offline · saved on {date}": a quiet strip above the page's content. */
export const savedNote = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.layout.gutter}`,
  background: vars.color.sandDeep,
  color: vars.color.ink,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.02em',
});
