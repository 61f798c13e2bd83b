import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

/**
 * The small upper-case line above a section title ("Good to know", "Our story"). One look, in the
 * tone that reads on the section's background: teal on paper and sand, soft gold on dark photos.
 */
export const eyebrow = recipe({
  base: {
    fontSize: vars.fontSize.xs,
    letterSpacing: '0.22em',
    textTransform: 'uppercase',
    fontWeight: 600,
  },
  variants: {
    tone: {
      teal: { color: vars.color.teal },
      goldSoft: { color: vars.color.goldSoft },
    },
  },
});
