import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import { media } from '../../../styles/media.ts';

/**
 * A phone held sideways (667 × 375) gave the one-column dialog 345 px for 564 px of form: the button
 * was a scroll away. There the dialog is wider and the form takes two columns (expert-request-form),
 * so the whole of it fits the screen.
 */
export const dialog = style({
  // 92% of the screen (clear of a notch, held sideways).
  width: `min(calc(100vw - 2 * max(4vw, ${vars.layout.safeInline})), 30rem)`,
  maxHeight: '92dvh',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: vars.shadow.lift,
  '@media': { [media.shortLandscape]: { width: `min(calc(100vw - 2 * max(3vw, ${vars.layout.safeInline})), 42rem)`, maxHeight: 'calc(100dvh - 1rem)' } },
});
// On a phone the dialog is 92% of the screen: with the tablet's padding the fields were 265 px wide
// at 375 px and the title, beside the close button, took five lines.
export const body = style([
  sprinkles({ display: 'grid', gap: 'md', padding: { mobile: 'lg', tablet: 'xl' } }),
  { '@media': { [media.shortLandscape]: { padding: vars.space.md, gap: vars.space.xs } } },
]);
export const title = style({ '@media': { [media.shortLandscape]: { fontSize: vars.fontSize.lg } } });
export const header = sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'md', alignItems: 'start' });
export const close = style({ background: 'none', border: 0, fontSize: '2rem', lineHeight: 1, minWidth: 44, minHeight: 44 });
