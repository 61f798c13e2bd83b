import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const dialog = style({
  width: 'min(92vw, 30rem)',
  maxHeight: '92dvh',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: vars.shadow.lift,
});
// On a phone the dialog is 92% of the screen: with the tablet's padding the fields were 265 px wide
// at 375 px and the title, beside the close button, took five lines.
export const body = sprinkles({ display: 'grid', gap: 'md', padding: { mobile: 'lg', tablet: 'xl' } });
export const header = sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'md', alignItems: 'start' });
export const close = style({ background: 'none', border: 0, fontSize: '2rem', lineHeight: 1, minWidth: 44, minHeight: 44 });
