import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

/** A bottom sheet on phones, a centred card from 768 px. */
export const sheet = style({
  width: '100%',
  maxWidth: '28rem',
  margin: 'auto auto 0',
  // A bottom sheet: its last line stays above the iPhone's home indicator.
  padding: `${vars.space.lg} ${vars.space.lg} calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
  border: 'none',
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: vars.shadow.lift,
  selectors: {
    '&[open]': { display: 'grid', gap: vars.space.md },
    '&::backdrop': { background: vars.color.overlay },
  },
  '@media': { [media.tablet]: { margin: 'auto', borderRadius: vars.radius.lg } },
});
export const sheetTitle = style({ fontSize: vars.fontSize.xl });
export const art = style({ color: vars.color.teal, maxWidth: '20rem', justifySelf: 'center', width: '100%' });
export const steps = style([sprinkles({ display: 'grid', gap: 'sm', margin: 0 }), { paddingLeft: '1.25rem' }]);
export const inlineIcon = style({ width: '1em', height: '1em', verticalAlign: '-0.125em' });
