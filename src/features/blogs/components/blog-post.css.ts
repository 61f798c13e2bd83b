import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const article = style([sprinkles({ display: 'grid', gap: 'lg' }), { maxWidth: '900px' }]);
export const title = style({ fontSize: vars.fontSize.xxl });
export const meta = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const image = style({ position: 'relative', aspectRatio: '16 / 9', borderRadius: vars.radius.md, overflow: 'hidden' });
