import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { HERO_CAROUSEL } from '../../../../shared/config/constants.ts';
import { viewportWidth } from '../../../components/carousel/carousel-math.ts';
import * as carousel from '../../../components/carousel/carousel.css.ts';
import * as picture from '../../../components/carousel/picture-card.css.ts';
import { eyebrow as eyebrowRecipe } from '../../../styles/eyebrow.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

const { mobile, tablet, desktop, cardHeight } = HERO_CAROUSEL;

export const root = style({
  display: 'grid',
  // The column fits the box: as an `auto` column it took the cards' full width and, on a 320 px
  // phone, pushed the arrows and the last dots past the screen's edge.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  justifySelf: 'start',
  width: 'max-content',
  maxWidth: '100%',
  '@media': {
    [media.tablet]: {
      padding: vars.space.md,
      borderRadius: vars.radius.lg,
      background: `color-mix(in srgb, ${vars.color.ink} 38%, transparent)`,
      border: `1px solid color-mix(in srgb, ${vars.color.white} 16%, transparent)`,
      backdropFilter: 'blur(10px)',
    },
    [media.desktop]: { justifySelf: 'end' },
  },
});

export const header = sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'md' });

export const title = eyebrowRecipe({ tone: 'goldSoft' });

/** spec §9: the window shows exactly `visible` cards; a phone narrower than two cards (320 px) sees the second in part, within the page's margins. */
export const viewport = style([carousel.viewport, {
  width: viewportWidth(mobile),
  maxWidth: '100%',
  '@media': {
    [media.tablet]: { width: viewportWidth(tablet) },
    [media.desktop]: { width: viewportWidth(desktop) },
  },
}]);

export const track = style({
  gap: mobile.gap,
  width: 'max-content',
  userSelect: 'none',
  '@media': {
    [media.tablet]: { gap: tablet.gap },
    [media.desktop]: { gap: desktop.gap },
  },
});

export const slide = style({
  flex: `0 0 ${mobile.cardWidth}px`,
  '@media': {
    [media.tablet]: { flexBasis: tablet.cardWidth },
    [media.desktop]: { flexBasis: desktop.cardWidth },
  },
});

export const card = style([
  picture.card,
  {
    height: cardHeight,
    boxShadow: vars.shadow.card,
    WebkitTapHighlightColor: 'transparent',
    vars: { [picture.foot.start]: '45%', [picture.foot.ink]: '82%' },
  },
]);

export const image = style([
  picture.image,
  { selectors: { [`${card}:hover &, ${card}:focus-visible &`]: { transform: 'scale(1.06)' } } },
]);
// Images must not start the browser's own drag-and-drop, which would steal the pointer from the track.
globalStyle(`${card} img`, { pointerEvents: 'none', userSelect: 'none', WebkitUserSelect: 'none' });

export const name = style({
  position: 'absolute',
  zIndex: 1,
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.2,
  // A long name ('Andaman and Nicobar Islands') takes two even lines rather than being cut short:
  // 'Andaman and…' told a traveller nothing, and a reader's wider letter spacing cut it shorter still.
  textWrap: 'balance',
  overflowWrap: 'break-word',
});
