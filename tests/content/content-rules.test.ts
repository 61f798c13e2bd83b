import { loadContent } from '../../shared/content/load-content.ts';
import { crossCheckContent } from '../../shared/content/cross-check.ts';
import { contentTotals, wordCount } from '../../shared/content/totals.ts';
import { CATEGORY_OPTIONS, COUNTS, DEEP_DIVE_SLUGS, DESTINATION_SLUGS, DURATION_OPTIONS, HOME_BLOG_SLUGS, PRICE_SLIDER, THEME_SLUGS } from '../../shared/config/constants.ts';
import { categoriesOf, themeSlugOf } from '../../shared/content/theme-slug.ts';

const content = loadContent();
const totals = contentTotals(content);

/** spec §2 deep-dive section order. */
const GUIDE_ORDER = ['introduction', 'history', 'climate-and-best-time', 'how-to-reach', 'preparation', 'apps-and-maps', 'cuisine', 'shopping', 'tech-and-connectivity', 'sustainability', 'luxury-stays', 'budget-stays', 'best-areas-to-stay', 'visitor-tips'];

it('hangs together: ids unique, cards match itineraries, links resolve, images catalogued', () => {
  expect(crossCheckContent(content)).toEqual([]);
});

describe('home material', () => {
  it('has the spec’s counts', () => {
    expect(content.destinationCards).toHaveLength(COUNTS.destinationCards);
    expect(content.desires).toHaveLength(COUNTS.desireCards);
    expect(content.home.faqs).toHaveLength(COUNTS.faqItems);
    expect(content.testimonials).toHaveLength(COUNTS.testimonials);
    expect(content.homeBlogs).toHaveLength(COUNTS.homeBlogs);
    expect(content.chooser).toHaveLength(COUNTS.chooserDestinations);
  });

  it('uses every destination slug once and Andaman’s full name', () => {
    expect(content.destinationCards.map((c) => c.slug).sort()).toEqual([...DESTINATION_SLUGS].sort());
    expect(content.destinationCards.find((c) => c.slug === 'andaman')?.cardText).toBe('Andaman and Nicobar Islands');
  });

  it('has the four home blogs with the spec’s slugs, id 0 first', () => {
    expect(content.homeBlogs.map((b) => b.slug).sort()).toEqual([...HOME_BLOG_SLUGS].sort());
    expect(content.homeBlogs.find((b) => b.id === 0)?.slug).toBe('why-i-chose-a-women-led-travel-company');
  });

  it('names the desire themes so each gives a theme slug', () => {
    expect(content.desires.map((d) => themeSlugOf(d.cardText))).toEqual([...THEME_SLUGS]);
  });

  it('quotes one trees-per-booking figure everywhere', () => {
    const everything = JSON.stringify([content.home, content.site, content.homeBlogs, content.testimonials]);
    expect(everything).not.toMatch(/\b(one|1) tree (per|for every|with each) booking/i);
    expect(content.site.figures.treesPerBooking).toBe(10);
  });
});

describe('destination pages', () => {
  it('exist for all 8 destinations, complete', () => {
    expect([...content.destinationPages.keys()].sort()).toEqual([...DESTINATION_SLUGS].sort());
    for (const page of content.destinationPages.values()) {
      expect(page.KnowBeforeTravel.cards, page.pageIdentifier).toHaveLength(3);
      expect(page.Page5.items.length, page.pageIdentifier).toBeGreaterThanOrEqual(5);
      expect(page.Page7.FAQS, page.pageIdentifier).toHaveLength(6);
    }
  });

  it('answers the spec’s six Dubai questions', () => {
    const questions = content.destinationPages.get('dubai')!.Page7.FAQS.map((f) => f.question.toLowerCase()).join('\n');
    for (const topic of [/best time/, /visa/, /solo|women/, /wear/, /custom/, /arriv/]) expect(questions).toMatch(topic);
  });
});

describe('itineraries', () => {
  it('number at least 40, at least 4 per destination', () => {
    expect(content.itineraries.length).toBeGreaterThanOrEqual(40);
    for (const slug of DESTINATION_SLUGS) expect(totals.itinerariesPerDestination[slug], slug).toBeGreaterThanOrEqual(4);
  });

  it('carry every field within the spec’s ranges', () => {
    const durations = DURATION_OPTIONS.map((d) => `${d.days}/${d.nights}`);
    for (const it of content.itineraries) {
      expect(it.images, it._id).toHaveLength(5);
      expect(Number(it.price), it._id).toBeGreaterThan(PRICE_SLIDER.min);
      expect(Number(it.price), it._id).toBeLessThanOrEqual(PRICE_SLIDER.max);
      expect(durations, it._id).toContain(`${it.days}/${it.nights}`);
      expect(it.highlights.length, it._id).toBeGreaterThanOrEqual(4);
      for (const c of categoriesOf(it.category)) expect(CATEGORY_OPTIONS as readonly string[], it._id).toContain(c);
      for (const [day, entry] of Object.entries(it.daywise)) {
        expect(wordCount(entry.description), `${it._id} ${day}`).toBeGreaterThanOrEqual(40);
        expect(entry.icon, `${it._id} ${day}`).not.toMatch(/<script|\son\w+=|javascript:|style=/i);
      }
    }
  });

  it('use every duration at least twice, every rating 3–5, every theme at least 4 times', () => {
    for (const d of DURATION_OPTIONS) expect(totals.itinerariesPerDuration[`${d.days}/${d.nights}`], `${d.days}/${d.nights}`).toBeGreaterThanOrEqual(2);
    expect(new Set(content.itineraries.map((it) => it.rating))).toEqual(new Set([3, 4, 5]));
    for (const theme of THEME_SLUGS) expect(totals.itinerariesPerTheme[theme], theme).toBeGreaterThanOrEqual(4);
  });

  it('spread prices across the slider', () => {
    const prices = content.itineraries.map((it) => Number(it.price));
    expect(Math.min(...prices)).toBeLessThan(80000);
    expect(Math.max(...prices)).toBeGreaterThan(220000);
  });
});

describe('blogs', () => {
  it('give every destination a latest and a recent post', () => {
    for (const slug of DESTINATION_SLUGS) expect(content.blogs.filter((b) => b.destination === slug).length, slug).toBeGreaterThanOrEqual(2);
  });
});

describe('deep-dive guides', () => {
  it('exist for exactly the six destinations, sections in the spec’s order, 2,000+ words each', () => {
    expect([...content.guides.keys()].sort()).toEqual([...DEEP_DIVE_SLUGS].sort());
    for (const guide of content.guides.values()) {
      const ids = guide.sections.map((s) => s.id);
      expect(ids, guide.slug).toEqual(GUIDE_ORDER.filter((id) => ids.includes(id)));
      expect(totals.guideWords[guide.slug], guide.slug).toBeGreaterThanOrEqual(2000);
    }
  });
});

describe('policies carry every figure of spec §9', () => {
  const text = (slug: string) => JSON.stringify(content.policies.get(slug)).replace(/[–—]/g, '-');
  it('shipping', () => {
    const t = text('shipping-policy');
    for (const figure of ['5-7 business days', '₹50,000', '₹500', '2-3 business days', '₹1,000', '₹10,000']) expect(t).toContain(figure);
  });
  it('cancellation and refunds', () => {
    const t = text('cancellation-policy');
    for (const figure of ['24 hours', '50%', 'no-show', '90%', '75%', '25%', '7 days or less', '7-10 business days', 'original payment method', '12 months']) expect(t).toContain(figure);
  });
  it('terms and privacy', () => {
    expect(text('terms-and-conditions')).toMatch(/\b18\b/);
    expect(text('privacy-policy')).toMatch(/\b13\b/);
    expect(content.policies.get('privacy-policy')?.effectiveDate).toBe('2025-08-17');
  });
});

it('keeps the detail page’s add-on prices in content (spec §9)', () => {
  const prices = content.itineraryExtras.addOns.map((a) => a.price.replace(/[–—]/g, '-')).join(' | ');
  for (const figure of ['₹5,000', '₹8,000', '₹12,000', '₹2,000', '₹1,500-3,000']) expect(prices).toContain(figure);
});
