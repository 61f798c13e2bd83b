import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({ display: 'flex', gap: vars.space.md, justifyContent: 'center', flexWrap: 'wrap' });
