import { createVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import * as band from '../../../styles/photo-band.css.ts';
import { media } from '../../../styles/media.ts';
import { ORBIT_SECONDS } from './orbit-discover-geometry.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import { split } from '../../../styles/split.css.ts';

/** Angle an orbit starts from: the two travellers begin on opposite sides instead of both at the top. */
const start = createVar();

const spin = keyframes({ from: { rotate: start }, to: { rotate: `calc(${start} + 360deg)` } });
// The carrier turns back as far as its track turns forward, so each picture stays upright.
const counterSpin = keyframes({ from: { rotate: `calc(-1 * ${start})` }, to: { rotate: `calc(-1 * ${start} - 360deg)` } });
const fadeUp = keyframes({ from: { opacity: 0, transform: 'translateY(10px)' }, to: { opacity: 1, transform: 'none' } });

export const { band: root, background, layer } = band;
export const scrim = style([band.scrim, { background: vars.scrim.side }]);

export const layout = style([split({ columns: '5/6' }), { '@media': { [media.desktop]: { minHeight: '40rem' } } }]);

export const copy = sprinkles({ display: 'grid', justifyItems: 'start', gap: 'md', alignContent: 'center' });
export const copyBody = style({ display: 'grid', gap: vars.space.md, minHeight: '15rem', alignContent: 'start', animation: `${fadeUp} ${vars.motion.slow} ${vars.motion.ease}` });
export const title = style({ fontSize: vars.fontSize.xxl, maxWidth: '16ch', textWrap: 'balance' });
globalStyle(`${title} em`, { color: vars.color.goldSoft, fontStyle: 'italic' });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.photoOutline}`,
  background: 'transparent',
  color: vars.color.white,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.white, color: vars.color.ink } },
});

export const stage = sprinkles({ display: 'grid', justifyItems: 'center', gap: 'xl' });

/**
 * The orbit: a square whose rings, tracks and centre are sized in percent of it. The outer ring is
 * inset by half an orbiting picture, so the pictures never leave the square (nor a phone's screen).
 */
export const orbit = style({
  position: 'relative',
  width: 'min(100%, 360px)',
  aspectRatio: '1',
  '@media': { [media.tablet]: { width: 'min(100%, 420px)' }, [media.desktop]: { width: 'min(100%, 580px)' } },
});
// Outer ring r = 39%, its pictures r ≈ 9.4%; inner ring r = 22%, pictures r ≈ 7%; centre r = 13%: nothing collides.
const OUTER_INSET = '11%';
const INNER_INSET = '28%';

const ringBase = style({ position: 'absolute', borderRadius: '50%', border: `1px dashed ${vars.color.photoDash}`, pointerEvents: 'none' });
export const ring = styleVariants({
  outer: [ringBase, { inset: OUTER_INSET }],
  inner: [ringBase, { inset: INNER_INSET, borderStyle: 'solid', borderColor: vars.color.goldLine }],
});

const trackBase = style({ position: 'absolute', borderRadius: '50%', pointerEvents: 'none', animationTimingFunction: 'linear', animationIterationCount: 'infinite' });
export const track = styleVariants({
  outer: [trackBase, { inset: OUTER_INSET, vars: { [start]: '-40deg' }, rotate: start, animationName: spin, animationDuration: `${ORBIT_SECONDS.outer}s` }],
  inner: [trackBase, { inset: INNER_INSET, vars: { [start]: '140deg' }, rotate: start, animationName: spin, animationDuration: `${ORBIT_SECONDS.inner}s` }],
});

/** Holds an item on the top of its track's circle (its centre on the ring line). */
const carrierBase = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  translate: '-50% -50%',
  rotate: `calc(-1 * ${start})`,
  pointerEvents: 'auto',
  animationName: counterSpin,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
});
export const carrier = styleVariants({
  outer: [carrierBase, { width: '24%', animationDuration: `${ORBIT_SECONDS.outer}s` }],
  inner: [carrierBase, { width: '32%', animationDuration: `${ORBIT_SECONDS.inner}s` }],
});

// Paused by the button, under the pointer, while an item has focus, and for reduced motion.
globalStyle(`${orbit}[data-playing="false"] :is(${trackBase}, ${carrierBase}), ${orbit}:hover :is(${trackBase}, ${carrierBase}), ${orbit}:focus-within :is(${trackBase}, ${carrierBase})`, {
  animationPlayState: 'paused',
});
globalStyle(`${trackBase}, ${carrierBase}`, { '@media': { [media.reducedMotion]: { animationName: 'none' } } });

export const centre = style({ position: 'absolute', inset: '37%' });

const itemBase = style([
  sprinkles({ display: 'grid', justifyItems: 'center', gap: 'xs', padding: 0 }),
  { position: 'relative', border: 0, background: 'transparent', color: vars.color.white },
]);
export const itemImage = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  borderRadius: '50%',
  overflow: 'hidden',
  border: `3px solid ${vars.color.photoRing}`,
  boxShadow: vars.shadow.float,
  transition: `transform ${vars.motion.base} ${vars.motion.ease}, border-color ${vars.motion.fast}`,
});
export const item = styleVariants({
  outer: [itemBase, { width: '100%' }],
  inner: [itemBase, { width: '100%' }],
  centre: [itemBase, { width: '100%', height: '100%' }],
  below: [itemBase, { width: 88 }],
});
globalStyle(`${itemBase}:hover ${itemImage}`, { transform: 'scale(1.08)' });
globalStyle(`${itemBase}[aria-pressed="true"] ${itemImage}`, { borderColor: vars.color.gold, transform: 'scale(1.08)' });
globalStyle(`${itemBase}:focus-visible`, { outline: 'none' });
globalStyle(`${itemBase}:focus-visible ${itemImage}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' });
globalStyle(`${item.below} ${itemImage}`, { width: 64, borderWidth: 2 });

// On a dark pill: the names circle over a photograph, and light text over its bright parts (or over
// the page while the photo is still on its way) was hard to read, and failed axe's contrast check
// whenever an orbiting name passed a light patch.
export const itemName = style({
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  textAlign: 'center',
  color: vars.color.photoCaption,
  background: `color-mix(in srgb, ${vars.color.ink} 85%, transparent)`,
  borderRadius: vars.radius.sm,
  padding: '0.125rem 0.375rem',
});

export const footer = sprinkles({ display: 'grid', justifyItems: 'center', gap: 'lg' });
export const below = sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'start', gap: 'md', listStyle: 'none', margin: 0, padding: 0 });

/** Nothing turns for reduced motion, so there is nothing to pause. */
export const pause = style({ '@media': { [media.reducedMotion]: { display: 'none' } } });
