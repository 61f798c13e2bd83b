import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';

export const root = style({
  position: 'relative',
  minHeight: 'min(72svh, 640px)',
  display: 'grid',
  alignItems: 'end',
  overflow: 'hidden',
  color: vars.color.white,
  background: vars.color.ink,
});
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: vars.scrim.rise,
});
export const content = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space.md,
});
export const eyebrow = eyebrowRecipe({ tone: 'goldSoft' });
/** In em, not ch, as the landing title (landing-hero.css.ts): the face's "0" arrives with its figures. */
export const title = style({ fontSize: vars.fontSize.display, maxWidth: '9em' });
export const description = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', color: vars.color.photoText });
