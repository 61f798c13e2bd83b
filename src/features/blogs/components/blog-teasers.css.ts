import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { eyebrow as eyebrowBase } from '../../../styles/layout.css.ts';

export const root = style({ background: vars.color.sand });
export const header = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.xl, maxWidth: '44rem' });
export const eyebrow = style([eyebrowBase, { color: vars.color.teal }]);
export const title = style({ fontSize: vars.fontSize.xxl });
