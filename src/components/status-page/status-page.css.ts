import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

export const root = style({
  minHeight: '70vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.layout.gutter,
});
export const card = style([sprinkles({ textAlign: 'center', display: 'grid', gap: 'md' }), { maxWidth: '36rem' }]);
export const title = style({ fontSize: vars.fontSize.xxl });
export const message = style({ color: vars.color.muted });
export const actions = sprinkles({ display: 'flex', gap: 'md', justifyContent: 'center', flexWrap: 'wrap' });
