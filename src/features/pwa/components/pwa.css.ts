import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

/*
 * Last in the page and stuck to the bottom of the screen: going offline mid-read must not push the
 * page down under the reader's finger (a tap meant for a link landed on the text above it), and its
 * own room at the very end keeps the footer's last line from hiding under it.
 */
export const banner = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 40, // above the page, below an open menu or dialog (60) and the toasts (70)
  padding: `${vars.space.xs} ${vars.layout.gutter}`,
  background: vars.color.ink,
  color: vars.color.sand,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const toast = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', flexWrap: 'wrap', padding: 'md' }),
  { position: 'fixed', insetInline: vars.space.md, bottom: vars.space.md, zIndex: 70, marginInline: 'auto', maxWidth: '30rem', borderRadius: vars.radius.md, background: vars.color.ink, color: vars.color.sand, boxShadow: vars.shadow.lift },
]);

export const toastButton = style({
  background: 'transparent',
  border: `1px solid ${vars.color.goldSoft}`,
  color: vars.color.goldSoft,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xxs} ${vars.space.md}`,
});
