import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// spec §2 destination page item 11: the blogs as the home teasers' cards, on sand.
export const root = style({ background: vars.color.sand });
