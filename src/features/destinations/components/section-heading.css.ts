import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { eyebrow as eyebrowRecipe } from '../../../styles/eyebrow.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

/** The eyebrow, title and lead that open every section of the destination page. */
export const heading = style([sprinkles({ display: 'grid', gap: 'sm' }), { maxWidth: '46rem' }]);

export const eyebrow = {
  onLight: eyebrowRecipe({ tone: 'goldInk', rule: true }),
  onDark: eyebrowRecipe({ tone: 'goldSoft', rule: true }),
};

export const title = style({ fontSize: vars.fontSize.xxl, textWrap: 'balance' });

export const lead = styleVariants({
  onLight: { fontSize: vars.fontSize.md, lineHeight: 1.75, color: vars.color.inkSoft, maxWidth: '62ch' },
  onDark: { fontSize: vars.fontSize.md, lineHeight: 1.75, color: vars.color.darkLead, maxWidth: '62ch' },
});
