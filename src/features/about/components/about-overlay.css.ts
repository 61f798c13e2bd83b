import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../../styles/eyebrow.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import { archPortrait } from '../../../styles/frame.css.ts';

export const root = style({ background: vars.color.sandDeep });

export const teaser = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});
export const teaserImage = archPortrait;
export const teaserText = sprinkles({ display: 'grid', gap: 'lg', justifyItems: 'start' });
export const eyebrow = eyebrowRecipe({ tone: 'teal' });
export const title = style({ fontSize: vars.fontSize.xxl });
export const summary = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, maxWidth: '52ch' });

const figuresBase = style([
  sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))', width: '100%' },
]);
export const figures = styleVariants({ plain: [figuresBase], cards: [figuresBase] });
export const figure = sprinkles({ display: 'grid', gap: 'xxs', alignContent: 'start' });
export const figureCard = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
});
export const figureValue = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(2rem, 1.6rem + 1.4vw, 2.75rem)',
  fontWeight: 600,
  lineHeight: 1,
  color: vars.color.teal,
});
export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

/** The overlay: the whole screen on a phone, a large card from 768 px. */
export const dialog = style({
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: {
    '&[open]': { display: 'grid' },
    '&::backdrop': { backdropFilter: 'blur(6px)' },
  },
  '@media': {
    [media.tablet]: {
      width: 'calc(100% - 3rem)',
      height: 'fit-content',
      maxHeight: 'calc(100vh - 3rem)',
      maxWidth: '68rem',
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lift,
    },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', overflow: 'hidden' },
  },
});
export const dialogImage = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block', position: 'relative', minHeight: '100%' } },
});
export const dialogBody = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  // Full screen on a phone: held sideways, its sides keep clear of the notch, its foot of the home indicator.
  padding: `clamp(3.5rem, 2rem + 4vw, 4rem) max(clamp(1.25rem, 1rem + 2.5vw, 3rem), ${vars.layout.safeInline}) calc(clamp(1.5rem, 1rem + 2.5vw, 3rem) + env(safe-area-inset-bottom))`,
  '@media': { [media.desktop]: { overflowY: 'auto', maxHeight: 'calc(100vh - 3rem)' } },
});
export const dialogTitle = style({ fontSize: vars.fontSize.xxl });
export const story = style([sprinkles({ display: 'grid', gap: 'md' }), { color: vars.color.inkSoft }]);
export const subheading = style({ fontSize: vars.fontSize.xl });
export const values = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const value = style({ display: 'grid', gap: vars.space.xxs, paddingLeft: vars.space.md, borderLeft: `3px solid ${vars.color.gold}` });
export const valueTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontWeight: 600 });
export const valueText = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft });
export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md' }), { paddingTop: vars.space.sm }]);
export const close = style({
  position: 'absolute',
  top: vars.space.md,
  right: `calc(${vars.space.md} + ${vars.layout.safeInline})`,
  zIndex: 1,
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: '1.5rem',
  lineHeight: 1,
  selectors: { '&:hover': { background: vars.color.sandDeep } },
});
