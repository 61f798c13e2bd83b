import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

/* In the page's bottom stack (site-frame.css.ts): going offline mid-read moves nothing. */
export const banner = style({
  padding: `${vars.space.xs} ${vars.layout.gutter}`,
  background: vars.color.ink,
  color: vars.color.sand,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const toast = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', flexWrap: 'wrap', padding: 'md' }),
  { position: 'fixed', insetInline: `calc(${vars.space.md} + ${vars.layout.safeInline})`, bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom))`, zIndex: 70, marginInline: 'auto', maxWidth: '30rem', borderRadius: vars.radius.md, background: vars.color.ink, color: vars.color.sand, boxShadow: vars.shadow.lift },
]);

export const toastButton = style({
  background: 'transparent',
  border: `1px solid ${vars.color.goldSoft}`,
  color: vars.color.goldSoft,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xxs} ${vars.space.md}`,
});
