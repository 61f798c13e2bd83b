import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { eyebrow as eyebrowRecipe } from '../../../styles/eyebrow.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const root = style({ background: vars.color.sand });
export const header = style([sprinkles({ display: 'grid', gap: 'sm' }), { marginBottom: vars.space.xl, maxWidth: '44rem' }]);
export const eyebrow = eyebrowRecipe({ tone: 'teal' });
export const title = style({ fontSize: vars.fontSize.xxl });
