import { keyframes, style } from '@vanilla-extract/css';
import * as band from '../../../styles/photo-band.css.ts';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { COUNTS } from '../../../../shared/config/constants.ts';
import { fluidSlide, fluidVars, viewport as clippingViewport } from '../../../components/carousel/carousel.css.ts';
import * as picture from '../../../components/carousel/picture-card.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import { split } from '../../../styles/split.css.ts';

const { visible: visibleVar, gap: gapVar } = fluidVars;
const fadeUp = keyframes({ from: { opacity: 0, transform: 'translateY(10px)' }, to: { opacity: 1, transform: 'none' } });
const shade = (percent: number) => `color-mix(in srgb, ${vars.color.ink} ${percent}%, transparent)`;

export const root = style([band.band, { selectors: { '&:focus': { outline: 'none' } } }]);
export const { background, layer } = band;
export const layerImage = style({ width: '100%', height: '100%' });

export const scrim = style([band.scrim, {
  background: [
    `linear-gradient(90deg, ${shade(78)} 0%, ${shade(45)} 55%, ${shade(25)} 100%)`,
    `linear-gradient(0deg, ${shade(50)} 0%, transparent 40%)`,
  ].join(', '),
}]);

export const layout = style([split({ columns: '5/7' }), { '@media': { [media.desktop]: { minHeight: '32rem' } } }]);

export const copy = sprinkles({ display: 'grid', justifyItems: 'start', gap: 'md', alignContent: 'center' });

export const rule = style({ width: 56, height: 1, background: vars.color.gold });

export const title = style({ fontSize: vars.fontSize.xxl });

export const description = style({
  maxWidth: '46ch',
  lineHeight: 1.7,
  color: `color-mix(in srgb, ${vars.color.white} 86%, transparent)`,
});

/** Fixed room for the chosen style's name, line and link, so changing choice moves nothing. */
export const choice = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'start',
  gap: vars.space.sm,
  minHeight: '13rem',
  marginTop: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid color-mix(in srgb, ${vars.color.white} 22%, transparent)`,
  animation: `${fadeUp} ${vars.motion.slow} ${vars.motion.ease}`,
  '@media': { [media.tablet]: { minHeight: '11rem' } },
});

export const choiceName = style({ fontSize: vars.fontSize.xl, color: vars.color.goldSoft });

export const choiceText = style({ maxWidth: '44ch', marginBottom: vars.space.xs, lineHeight: 1.65 });

/** spec §4: three visible, one step is a card plus a gap (the window, track and arrows are FluidCarousel's). */
export const carousel = style({
  vars: { [visibleVar]: String(COUNTS.desireVisible), [gapVar]: vars.space.sm },
  '@media': { [media.tablet]: { vars: { [gapVar]: vars.space.lg } } },
});

export const viewport = style([clippingViewport, { '@supports': { '(overflow: clip)': { overflowClipMargin: '8px' } } }]);

export const slide = fluidSlide;

export const card = style([
  picture.card,
  {
    aspectRatio: '3 / 4',
    vars: { [picture.foot.start]: '45%', [picture.foot.ink]: '85%' },
    selectors: { '&:hover': { transform: 'translateY(-3px)' } },
  },
]);

export const cardImage = style([picture.image, { selectors: { [`${card}:hover &`]: { transform: 'scale(1.05)' } } }]);

export const cardName = style([
  picture.name,
  {
    insetInline: vars.space.sm,
    bottom: vars.space.sm,
    fontSize: '1.05rem',
    '@media': { [media.tablet]: { insetInline: vars.space.md, bottom: vars.space.md, fontSize: vars.fontSize.xl } },
  },
]);
