import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import { split } from '../../../styles/split.css.ts';
import { frame } from '../../../styles/frame.css.ts';

export const root = style({ paddingBlock: vars.space.section, background: vars.color.sand, selectors: { '&:focus': { outline: 'none' } } });

export const layout = split({ columns: '5/6' });

/** The profile portrait rests on the main image's lower edge, like a signature on a letter. */
export const pictures = style({ position: 'relative', paddingBottom: '3.5rem', maxWidth: '34rem' });

export const mainImage = style([
  frame({ shadow: 'card' }),
  {
    aspectRatio: '4 / 5',
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.lg} 160px`,
    '@media': { [media.mobileOnly]: { aspectRatio: '4 / 3' } },
  },
]);

export const profileImage = style({
  position: 'absolute',
  right: vars.space.lg,
  bottom: 0,
  width: 'clamp(104px, 28%, 160px)',
  aspectRatio: '1',
  borderRadius: '50%',
  overflow: 'hidden',
  border: `6px solid ${vars.color.sand}`,
  boxShadow: vars.shadow.card,
});

export const copy = sprinkles({ display: 'grid', justifyItems: 'start', gap: 'md' });
export const description = style({ fontSize: vars.fontSize.md, lineHeight: 1.8, color: vars.color.inkSoft, maxWidth: '60ch' });
export const signature = style({ fontFamily: vars.font.display, fontStyle: 'italic', fontSize: vars.fontSize.lg, color: vars.color.teal, marginBottom: vars.space.sm });
