import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { FIRST_SCREEN_PAINTED } from '../../../boot/boot-handoff.ts';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

const formBase = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  { padding: `clamp(1.25rem, 1rem + 2vw, 2.5rem)`, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card },
]);
export const form = styleVariants({
  light: [formBase, { background: vars.color.paper, color: vars.color.ink }],
  dark: [formBase, { background: vars.color.ink, color: vars.color.sand }],
});
export const title = style({ fontSize: vars.fontSize.xl });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const field = sprinkles({ display: 'grid', gap: 'xxs' });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const input = style({
  minHeight: 46,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.white,
  color: vars.color.ink,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    // Held by the outbox while it is sent: shown as set, not as a field to type in.
    '&[readonly]': { background: vars.color.sand, borderStyle: 'dashed' },
  },
});
/**
 * The date field's calendar icon waits for the first screen to paint (boot.ts marks <html>): Chromium
 * draws it from an SVG data: URL in its own stylesheet, which a page with the form asked for in its
 * first style pass, below the fold, with a whole SVG document to build. Lighthouse's slow 4G counts that
 * request beside the hero's: / LCP 994 → 910 ms (issue 9). Without JavaScript the form cannot send,
 * and the field still opens its picker.
 */
globalStyle(`html:not([${FIRST_SCREEN_PAINTED}]) ${input}::-webkit-calendar-picker-indicator`, { backgroundImage: 'none' });

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
// alignSelf: beside the button in the two-column expert form, the status reads level with its label.
const statusBase = style({ minHeight: '1.5em', fontSize: vars.fontSize.sm, fontWeight: 600, alignSelf: 'center' });
export const statusEmpty = statusBase;
export const status = styleVariants({
  success: [statusBase, { color: vars.color.success }],
  error: [statusBase, { color: vars.color.danger }],
});
/**
 * A form inside another surface (the expert dialog): no card of its own. On a phone held sideways its
 * fields go two to a row, and the button has its status beside it rather than under it: four fields
 * and the button in 375 px of screen.
 */
export const plainForm = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  { '@media': { [media.shortLandscape]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.md, rowGap: vars.space.sm, alignItems: 'start' } } },
]);
// Half a row wide, 'Continue on WhatsApp' stays on one line (at 568 × 320 it broke onto two).
globalStyle(`${plainForm} > button`, {
  '@media': { [media.shortLandscape]: { paddingInline: vars.space.md, whiteSpace: 'nowrap' } },
});

