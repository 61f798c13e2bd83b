import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';
import { frame } from '../../styles/frame.css.ts';

export const root = style({
  position: 'relative',
  background: `radial-gradient(120% 80% at 85% 0%, ${vars.color.teal} 0%, ${vars.color.ink} 60%)`,
  color: vars.color.sand,
  overflow: 'hidden',
});

const headerBase = style([sprinkles({ display: 'grid', gap: 'sm' }), { marginBottom: vars.space.xl }]);
export const header = styleVariants({
  single: [headerBase, { maxWidth: '60rem', marginInline: 'auto' }],
  withImage: [headerBase, { maxWidth: '40rem' }],
});

export const eyebrow = eyebrowRecipe({ tone: 'goldSoft' });

export const title = style({ fontSize: vars.fontSize.xxl, letterSpacing: '0.04em', color: vars.color.white });

const layoutBase = sprinkles({ display: 'grid', gap: 'xl' });
/** With a side image: picture and slides side by side on wide screens; without: one centred column. */
export const layout = styleVariants({
  single: [layoutBase, { maxWidth: '60rem', marginInline: 'auto' }],
  withImage: [
    layoutBase,
    { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'center' } } },
  ],
});

export const sideImage = style([
  frame({ radius: 'lg', shadow: 'lift' }),
  { aspectRatio: '4 / 3', '@media': { [media.desktop]: { aspectRatio: '4 / 5' } } },
]);

export const stage = style([sprinkles({ display: 'grid', gap: 'xl' }), { minWidth: 0 }]);

/** Fixed height so the controls do not jump while slides of different length fade. */
export const slides = style({
  minHeight: '24rem',
  display: 'grid',
  alignItems: 'center',
  '@media': { [media.tablet]: { minHeight: '17rem' } },
});

export const controls = sprinkles({ display: 'flex', alignItems: 'center', gap: 'md' });

export const arrow = style({
  width: 48,
  height: 48,
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.goldSoft}`,
  background: 'transparent',
  color: vars.color.sand,
  fontSize: vars.fontSize.lg,
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.goldSoft, color: vars.color.ink } },
});

export const track = style({
  flex: 1,
  height: 3,
  borderRadius: vars.radius.pill,
  background: vars.color.sandTrack,
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  background: vars.color.goldSoft,
  transformOrigin: 'left center',
  transition: `transform ${vars.motion.slow} ${vars.motion.ease}`,
});

export const counter = style({ fontVariantNumeric: 'lining-nums tabular-nums', fontSize: vars.fontSize.sm, minWidth: '3.5rem', textAlign: 'right' });
