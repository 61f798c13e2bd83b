import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem' });
export const title = style({ fontSize: vars.fontSize.xxl });
export const intro = style({ color: vars.color.inkSoft, maxWidth: '60ch' });
