// @vitest-environment jsdom
import { formatAtLeast, formatCompactAtLeast, formatCount, formatLongDate, formatRating } from '../../src/lib/format.ts';
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

describe('formatLongDate', () => {
  it("writes the day as it is in India, as the locale data would (17 August 2025)", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
    const samples = ['2025-08-17', '2024-02-29', '2026-01-01', '2025-12-31T18:29:59Z', '2025-12-31T18:30:00Z', '2025-03-09T23:59:00+05:30', '1999-07-04T12:00:00.000Z'];
    for (const iso of samples) expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
    expect(formatLongDate('2025-08-17')).toBe('17 August 2025');
    expect(formatLongDate('2025-12-31T18:30:00Z')).toBe('1 January 2026');
  });
});
