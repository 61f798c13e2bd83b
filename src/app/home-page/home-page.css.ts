import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';
import { split } from '../../styles/split.css.ts';

export const enquiry = style({
  background: `linear-gradient(160deg, ${vars.color.ink} 0%, ${vars.color.teal} 100%)`,
  color: vars.color.sand,
});
export const enquiryLayout = split({ columns: '5/7' });
export const invitation = sprinkles({ display: 'grid', gap: 'lg' });
export const eyebrow = eyebrowRecipe({ tone: 'goldSoft' });
export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.white });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.sandDeep, maxWidth: '46ch' });
export const promises = sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'sm' });
export const promise = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  selectors: { '&::before': { content: '"✦"', color: vars.color.goldSoft } },
});
