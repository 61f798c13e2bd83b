import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({ background: vars.color.sand });
export const loading = style({ padding: `${vars.space.section} ${vars.layout.gutter}`, textAlign: 'center', fontSize: vars.fontSize.lg });
