// @vitest-environment jsdom
import { formatAtLeast, formatCompactAtLeast, formatCount, formatRating } from '../../src/lib/format.ts';
import { home, site } from '../../src/lib/content.ts';

describe('marketing figures (spec §1)', () => {
  it('are written as the spec shows them', () => {
    expect(formatRating(site.figures.rating)).toBe('4.9★');
    expect(formatAtLeast(site.figures.organicReviews)).toBe('250+');
    expect(formatCompactAtLeast(site.figures.journeysCurated)).toBe('1K+');
    expect(formatAtLeast(site.figures.treesPlanted)).toBe('50,000+');
  });

  it('agree with every text that repeats them (the old site said one tree in an FAQ and ten elsewhere)', () => {
    const f = site.figures;
    const texts = [...home.about.story, ...home.about.values.map((v) => v.description), ...home.faqs.map((q) => q.answer)].join(' ');
    expect(texts).not.toMatch(/\bone tree\b/i);
    expect(texts).toContain(`${f.treesPerBooking} trees`);
    expect(texts).toContain(`${f.womenStaffPercent}% of our team`);
    expect(texts).toContain(`${f.womenLeadershipPercent}% of our leadership`);
    expect(texts).toContain(`${f.treesPlanted.toLocaleString('en-IN')} trees in ${f.countries} countries`);
    expect(texts).toContain(`${f.treeSurvivalPercent}% survival`);
    expect(texts).toContain(`${f.co2OffsetTons.toLocaleString('en-IN')} tons of CO2`);
  });
});

describe('formatCount', () => {
  it('groups digits as India writes them, the same as the locale data would', () => {
    const samples = [0, 7, 250, 999, 1000, 50000, 125000, 999999, 1000000, 12500000, 987654321, -45000, Number.MAX_SAFE_INTEGER, 1234.5];
    for (const n of samples) expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
    expect(formatCount(12500000)).toBe('1,25,00,000');
  });
});
