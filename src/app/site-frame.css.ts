import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  left: `calc(${vars.space.md} + ${vars.layout.safeInline})`,
  top: '-4rem',
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.ink,
  color: vars.color.sand,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.md } },
});

/*
 * Last in the page and stuck to the bottom of the screen: the enquiries still on their way and the
 * offline banner, one above the other. Appearing mid-read they cover the page's foot instead of pushing
 * it down under the reader's finger (a tap meant for a link landed on the text above it); at the very
 * end they rest after the footer, so its last line is never under them.
 */
export const bottomStack = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 40, // above the page and its WhatsApp button (25), below an open menu or dialog (60) and the toasts (70)
  display: 'grid',
});
