import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const layout = style({
  display: 'grid',
  // One column on phones that the results fit, not one as wide as the sort menu's longest choice.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});
export const panelWrap = style([sprinkles({ display: 'grid', gap: 'md' }), { alignSelf: 'start' }]);
export const toggleWrap = style({ display: 'grid', '@media': { [media.desktop]: { display: 'none' } } });
/** The number of filters on, beside 'Show Filters' (phones and tablets). */
export const filterCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.teal,
  color: vars.color.white,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
export const panelHidden = style({ display: 'none', '@media': { [media.desktop]: { display: 'grid' } } });
export const toolbar = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center', justifyContent: 'space-between' }),
  { marginBottom: vars.space.lg },
]);
export const inert = style([sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' }), { color: vars.color.inkSoft }]);
export const sort = style([
  sprinkles({ display: 'flex', gap: 'xs', alignItems: 'center' }),
  // At 320 px the label and menu share the line: the menu narrows rather than pushing the page sideways.
  { fontSize: vars.fontSize.sm, fontWeight: 600, minWidth: 0 },
]);
export const select = style({
  minHeight: 44,
  paddingInline: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  fontWeight: 400,
  cursor: 'pointer',
});
export const seeMore = style({ marginTop: vars.space.lg });
export const results = sprinkles({ display: 'grid', gap: 'lg', listStyle: 'none', padding: 0, margin: 0 });
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { gridTemplateColumns: '260px 1fr' } },
});
export const cardImage = style({ position: 'relative', minHeight: 200 });
export const cardBody = sprinkles({ display: 'grid', gap: 'xs', padding: 'lg', alignContent: 'start' });
export const cardTitle = style({ fontSize: vars.fontSize.xl });
export const badges = style([
  sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' }),
  { fontSize: vars.fontSize.xs, color: vars.color.success, fontWeight: 600 },
]);
export const price = style({ fontWeight: 700, fontSize: vars.fontSize.lg });
export const empty = style({ padding: vars.space.xl, textAlign: 'center', fontSize: vars.fontSize.lg });
