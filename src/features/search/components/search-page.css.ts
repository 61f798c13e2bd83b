import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const root = style([sprinkles({ display: 'grid', gap: 'md' }), { maxWidth: '48rem' }]);
export const title = style({ fontSize: vars.fontSize.xxl });
export const intro = style({ color: vars.color.inkSoft, maxWidth: '60ch' });
