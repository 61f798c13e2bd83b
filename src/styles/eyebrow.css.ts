import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

/**
 * The small upper-case line above a section title ("Good to know", "Our story") and the small
 * upper-case labels over link columns and contact blocks. One look, in the tone that reads on the
 * section's background: teal, ink or gold ink on paper and sand, soft gold on the dark bands and photos.
 * The body face is set because the line is often a heading, which would otherwise take the display face.
 */
export const eyebrow = recipe({
  base: {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    letterSpacing: '0.22em',
    textTransform: 'uppercase',
    fontWeight: 600,
  },
  variants: {
    tone: {
      teal: { color: vars.color.teal },
      goldInk: { color: vars.color.goldInk },
      goldSoft: { color: vars.color.goldSoft },
      ink: { color: vars.color.ink },
      inkSoft: { color: vars.color.inkSoft },
      inherit: {},
    },
    /** `narrow` where a label shares a tight column with its neighbours (the link directory's four). */
    tracking: { standard: {}, narrow: { letterSpacing: '0.2em' } },
    /** A short rule before the words (the destination page's section headings). */
    rule: {
      true: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.sm,
        selectors: { '&::before': { content: '""', width: 32, height: 1, background: 'currentColor' } },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'teal', tracking: 'standard', rule: false },
});
