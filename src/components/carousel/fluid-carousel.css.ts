import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css.ts';

/** The window, track and arrows of a fluid carousel, one above the other; the arrows at the end. */
export const root = sprinkles({ display: 'grid', gap: 'lg' });
export const arrows = style({ justifySelf: 'end' });
