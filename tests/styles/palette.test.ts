import { DARK_SURFACES, LIGHT_SURFACES, TEXT_ON_DARK, TEXT_ON_LIGHT, palette } from '../../src/styles/palette.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('palette (WCAG AA text contrast, axe color-contrast)', () => {
  it('measures the gold that failed before: 3.09:1 on paper, 2.80:1 on sand', () => {
    expect(contrast('#b8893b', palette.paper).toFixed(2)).toBe('3.09');
    expect(contrast('#b8893b', palette.sand).toFixed(2)).toBe('2.80');
  });

  for (const text of TEXT_ON_LIGHT) {
    for (const surface of LIGHT_SURFACES) {
      it(`${text} text on ${surface} reaches 4.5:1`, () => {
        expect(contrast(palette[text], palette[surface])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
  for (const text of TEXT_ON_DARK) {
    for (const surface of DARK_SURFACES) {
      it(`${text} text on ${surface} reaches 4.5:1`, () => {
        expect(contrast(palette[text], palette[surface])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('the WhatsApp button: its white glyph and its edge against the page reach 3:1 (non-text contrast)', () => {
    expect(contrast(palette.white, palette.whatsapp)).toBeGreaterThanOrEqual(3);
    for (const surface of LIGHT_SURFACES) expect(contrast(palette.whatsapp, palette[surface]), surface).toBeGreaterThanOrEqual(3);
  });

  it('keeps the decorative gold for fills only: ink on a gold button reaches 4.5:1', () => {
    expect(contrast(palette.ink, palette.gold)).toBeGreaterThanOrEqual(4.5);
  });
});
