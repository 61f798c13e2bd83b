import { maxSlotWidth, parseSrcset, pickCandidate, slotWidth, usefulWidths } from '../../src/lib/srcset-choice.ts';

const CATALOG_WIDTHS = [480, 768, 960, 1280, 1600];

describe('maxSlotWidth', () => {
  it('is the length itself for a fixed size', () => {
    expect(maxSlotWidth('44px')).toBe(44);
    expect(maxSlotWidth('(min-width: 1024px) 280px, 256px')).toBe(280);
    expect(maxSlotWidth('(min-width: 1024px) 26rem, 20rem')).toBe(416);
  });

  it('takes a vw slot at the widest viewport it applies to', () => {
    // 40vw holds below 1024 px: almost 409.6 px there; 260 px beyond
    expect(maxSlotWidth('(min-width: 1024px) 260px, 40vw')).toBeCloseTo(409.6, 0);
    expect(maxSlotWidth('(max-width: 767px) 100vw, 300px')).toBe(767);
  });

  it('has no bound when a vw slot applies however wide the screen is', () => {
    expect(maxSlotWidth('100vw')).toBeNull();
    expect(maxSlotWidth('(min-width: 1024px) 33vw, 100vw')).toBeNull();
    expect(maxSlotWidth('(max-width: 767px) 300px, 50vw')).toBeNull();
    expect(maxSlotWidth('nonsense')).toBeNull(); // no valid entry: browsers take 100vw
  });
});

describe('usefulWidths', () => {
  it('lists every width for an image that may fill any screen', () => {
    expect(usefulWidths(CATALOG_WIDTHS, '100vw')).toEqual(CATALOG_WIDTHS);
    expect(usefulWidths(CATALOG_WIDTHS, '(min-width: 1024px) 58vw, 100vw')).toEqual(CATALOG_WIDTHS);
  });

  it('stops at the first width that fills the widest slot on a 3× screen', () => {
    expect(usefulWidths([96, 160, 320, 640], '44px')).toEqual([96, 160]); // 132 px needed
    expect(usefulWidths(CATALOG_WIDTHS, '120px')).toEqual([480]);
    expect(usefulWidths(CATALOG_WIDTHS, '(min-width: 1024px) 280px, 256px')).toEqual([480, 768, 960]); // 840 px
    expect(usefulWidths(CATALOG_WIDTHS, '(min-width: 1024px) 260px, 40vw')).toEqual([480, 768, 960, 1280]); // 1229 px
    expect(usefulWidths([1600, 480, 960], '(min-width: 1024px) 260px, 40vw')).toEqual([480, 960, 1600]);
  });

  it('keeps every width when even the largest is short of the slot', () => {
    expect(usefulWidths([160, 320], '(min-width: 1024px) 900px, 100vw')).toEqual([160, 320]);
    expect(usefulWidths([160, 320], '900px')).toEqual([160, 320]);
  });

  it('never changes what a browser picks at up to 3×, on any viewport', () => {
    const sizesList = ['44px', '120px', '(min-width: 1024px) 280px, 256px', '(min-width: 1024px) 260px, 40vw', '(min-width: 1024px) 200px, 30vw', '(min-width: 1024px) 180px, 120px'];
    const srcset = (widths: number[]) => parseSrcset(widths.map((w) => `/images/x-${w}.avif ${w}w`).join(', '));
    for (const sizes of sizesList) {
      for (const viewport of [320, 375, 412, 768, 1023, 1024, 1440, 2560]) {
        for (const dpr of [1, 1.75, 2, 2.625, 3]) {
          const slot = slotWidth(sizes, viewport);
          expect({ sizes, viewport, dpr, pick: pickCandidate(srcset(usefulWidths(CATALOG_WIDTHS, sizes)), slot, dpr)?.width }).toEqual({
            sizes,
            viewport,
            dpr,
            pick: pickCandidate(srcset(CATALOG_WIDTHS), slot, dpr)?.width,
          });
        }
      }
    }
  });
});
