// @vitest-environment jsdom
import {
  clampIndex,
  dotCount,
  elasticOffset,
  maxIndex,
  nextIndex,
  offsetFor,
  previousIndex,
  revealIndex,
  showsDots,
  slideStep,
  snapIndex,
  viewportWidth,
} from '../../../src/components/carousel/carousel-math.ts';
import { layoutModeFor } from '../../../src/hooks/use-layout-mode.ts';
import { themeSlugOf } from '../../../shared/content/theme-slug.ts';
import { COUNTS, HERO_CAROUSEL, THEME_SLUGS } from '../../../shared/config/constants.ts';
import { HOME_CAROUSEL_VISIBLE } from '../../../src/features/destinations/components/destination-carousel-geometry.ts';
import { desires, destinationCards } from '../../../src/lib/content.ts';

describe('hero carousel constants (spec §9)', () => {
  it('keeps the spec geometry per band', () => {
    expect(HERO_CAROUSEL.desktop).toMatchObject({ minWidth: 1024, cardWidth: 174, gap: 24, visible: 3 });
    expect(HERO_CAROUSEL.tablet).toMatchObject({ minWidth: 768, cardWidth: 164, gap: 20, visible: 2 });
    expect(HERO_CAROUSEL.mobile).toMatchObject({ cardWidth: 154, gap: 16, visible: 2 });
    expect(HERO_CAROUSEL.cardHeight).toBe(200);
    expect(HERO_CAROUSEL.spring).toEqual({ stiffness: 200, damping: 25 });
    expect(HERO_CAROUSEL.dragElastic).toBe(0.1);
    expect(HERO_CAROUSEL.menuAnimationSeconds).toBe(0.2);
    expect(HOME_CAROUSEL_VISIBLE).toEqual({ mobile: 1, tablet: 2, desktop: 3 });
    expect(destinationCards).toHaveLength(COUNTS.destinationCards);
  });

  it('maps widths to the three bands at 768 and 1024', () => {
    expect(layoutModeFor(375)).toBe('mobile');
    expect(layoutModeFor(767)).toBe('mobile');
    expect(layoutModeFor(768)).toBe('tablet');
    expect(layoutModeFor(1023)).toBe('tablet');
    expect(layoutModeFor(1024)).toBe('desktop');
    expect(layoutModeFor(1280)).toBe('desktop');
  });
});

describe('carousel math (spec §4, §9)', () => {
  it('caps the index at cards minus visible', () => {
    expect(maxIndex(8, 3)).toBe(5);
    expect(maxIndex(8, 2)).toBe(6);
    expect(maxIndex(8, 1)).toBe(7);
    expect(maxIndex(6, 3)).toBe(3);
    expect(maxIndex(2, 3)).toBe(0);
  });

  it('counts dots as cards − visible + 1 and shows them only when more than one', () => {
    expect(dotCount(8, 3)).toBe(6);
    expect(dotCount(8, 2)).toBe(7);
    expect(showsDots(8, 3)).toBe(true);
    expect(dotCount(3, 3)).toBe(1);
    expect(showsDots(3, 3)).toBe(false);
  });

  it('moves next +1 capped at the maximum and previous −1 floored at 0', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(5, 5)).toBe(5);
    expect(previousIndex(1, 5)).toBe(0);
    expect(previousIndex(0, 5)).toBe(0);
    expect(clampIndex(9, 6)).toBe(6);
    expect(clampIndex(-2, 6)).toBe(0);
  });

  it('steps by card width plus gap, and the window is exactly `visible` cards wide', () => {
    expect(slideStep(HERO_CAROUSEL.desktop)).toBe(198);
    expect(slideStep(HERO_CAROUSEL.tablet)).toBe(184);
    expect(slideStep(HERO_CAROUSEL.mobile)).toBe(170);
    expect(viewportWidth(HERO_CAROUSEL.desktop)).toBe(3 * 174 + 2 * 24);
    expect(viewportWidth(HERO_CAROUSEL.tablet)).toBe(2 * 164 + 20);
    expect(viewportWidth(HERO_CAROUSEL.mobile)).toBe(2 * 154 + 16);
    expect(offsetFor(0, 170)).toBe(0);
    expect(Object.is(offsetFor(0, 170), -0)).toBe(false);
    expect(offsetFor(3, 170)).toBe(-510);
  });

  it('snaps a released drag to the nearest index within 0…cards − visible', () => {
    const step = slideStep(HERO_CAROUSEL.mobile);
    const max = maxIndex(8, HERO_CAROUSEL.mobile.visible);
    expect(snapIndex(-84, step, max)).toBe(0); // less than half a step: back to the start
    expect(snapIndex(-86, step, max)).toBe(1); // more than half a step: the next card
    expect(snapIndex(-200, step, max)).toBe(1);
    expect(snapIndex(-3 * step + 40, step, max)).toBe(3);
    expect(snapIndex(-5000, step, max)).toBe(6); // dragged past the end (elastic): the last index
    expect(snapIndex(60, step, max)).toBe(0); // dragged before the start
  });

  it('follows a drag within the bounds and only a tenth of it past them (drag elasticity 0.1)', () => {
    const minOffset = offsetFor(6, 170);
    expect(elasticOffset(-300, minOffset, HERO_CAROUSEL.dragElastic)).toBe(-300);
    expect(elasticOffset(50, minOffset, HERO_CAROUSEL.dragElastic)).toBeCloseTo(5);
    expect(elasticOffset(minOffset - 400, minOffset, HERO_CAROUSEL.dragElastic)).toBeCloseTo(minOffset - 40);
  });

  it('reveals a focused card with the least movement', () => {
    expect(revealIndex(0, 1, 3, 5)).toBe(0);
    expect(revealIndex(0, 4, 3, 5)).toBe(2);
    expect(revealIndex(4, 1, 3, 5)).toBe(1);
    expect(revealIndex(0, 7, 3, 5)).toBe(5);
  });
});

describe('desire theme slugs (spec §2)', () => {
  it("takes the first word of the card title in lower case: 'Culture & Art' → culture", () => {
    expect(themeSlugOf('Culture & Art')).toBe('culture');
    expect(themeSlugOf('  Honeymoon ')).toBe('honeymoon');
    expect(desires.map((desire) => themeSlugOf(desire.cardText))).toEqual([...THEME_SLUGS]);
  });
});
