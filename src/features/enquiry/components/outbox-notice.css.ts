import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

/** In the page's bottom stack (site-frame.css.ts); several entries scroll within half the screen. */
export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  maxHeight: '50vh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom))`,
  background: vars.color.sandDeep,
  color: vars.color.ink,
  boxShadow: vars.shadow.lift,
});
export const item = style([
  sprinkles({ display: 'grid', gap: 'xs', padding: 'md' }),
  { width: '100%', maxWidth: '46rem', marginInline: 'auto', borderRadius: vars.radius.md, background: vars.color.paper, boxShadow: vars.shadow.card },
]);
/** An entry still on its way: two quiet lines, not a card, so the stack keeps the screen for reading. */
export const onItsWay = style({ display: 'grid', gap: vars.space.xxs, width: '100%', maxWidth: '46rem', marginInline: 'auto' });
export const onItsWayText = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft, overflowWrap: 'anywhere' });
export const sent = style({ fontWeight: 600, color: vars.color.success });
export const refused = style({ fontWeight: 600, color: vars.color.danger });
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });
