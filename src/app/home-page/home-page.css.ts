import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

export const enquiry = style({
  background: `linear-gradient(160deg, ${vars.color.ink} 0%, ${vars.color.teal} 100%)`,
  color: vars.color.sand,
});
export const enquiryLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space.xxl } },
});
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
