import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontPreloads } from '../../../scripts/build/font-preloads.ts';
import { facesForText, parseFontFaces } from '../../../scripts/bench/fonts.ts';
import { charactersOf, CORE_TEXT_RANGE, EXTRA_TEXT_RANGE, FIGURES_RANGE, RUPEE_RANGE, SITE_FONTS, SITE_TEXT_RANGE } from '../../../scripts/build/fonts/site-fonts.ts';

const css = readFileSync(resolve(import.meta.dirname, '../../../src/styles/fonts.css'), 'utf8');
const site = (face: string) => `@site-fonts/cormorant-garamond-site-${face}.woff2`;
const extra = (face: string) => `@site-fonts/cormorant-garamond-extra-${face}.woff2`;
const figures = (face: string) => `@site-fonts/cormorant-garamond-figures-${face}.woff2`;
/**
 * A prerendered page, as far as its fonts go: the sections after the one next to its opening block,
 * laid out only when they come near the screen (LATER_SECTIONS), hold a number and an accent its first
 * frame does not need.
 */
const page = (heading: string, accent = '', next = 'Why travel with us') =>
  `<header><a>Taleweave Journeys</a></header><main><section><h1>${heading}</h1><h2>Know before you go${accent ? ` <em>${accent}</em>` : ''}</h2><p>Café au lait, Zürich, ₹25,000</p></section>` +
  `<section><h2>${next}</h2></section><section><h2>Day 7 in Zürich: 3 cafés</h2></section><aside><h3>Top 10 (2025)</h3></aside></main>`;

describe('the fonts a page preloads', () => {
  it('on the landing page and most others: the heading face (Cormorant Garamond 600) alone, the site’s own file', () => {
    for (const route of ['landing', 'cancellation-policy', 'itinerary']) {
      expect(fontPreloads(css, route, page('Travel Beyond Dreams: the world’s “quietest” corners — planned, isn’t it? Yes & no…'))).toEqual([site('600-normal')]);
    }
  });

  it('and its figures when a heading of its first frame has a number (one in a section further down does not count)', () => {
    expect(fontPreloads(css, 'itinerary', page('Day 1: Arrival'))).toEqual([site('600-normal'), figures('600-normal')]);
    expect(fontPreloads(css, 'cancellation-policy', page('Refunds (in full)'))).toEqual([site('600-normal'), figures('600-normal')]);
    // The section right after the opening one is near enough to be laid out with it.
    expect(fontPreloads(css, 'itineraries', page('Ubud', '', 'The 3 rice terraces'))).toEqual([site('600-normal'), figures('600-normal')]);
  });

  it('and the heading face’s accented letters too when a heading has one (its running text does not count)', () => {
    expect(fontPreloads(css, 'itineraries', page('A café in Zürich'))).toEqual([site('600-normal'), extra('600-normal')]);
  });

  it('on a destination page: the heading face alone, with its accented letters where the overview has them (its accent is upright)', () => {
    expect(fontPreloads(css, 'destination', page('Bali', 'an offering'))).toEqual([site('600-normal')]);
    expect(fontPreloads(css, 'destination', page('Mauritius', 'Île aux Cerfs'))).toEqual([site('600-normal'), extra('600-normal')]);
  });

  it('on a blog post: its excerpt’s italic too; on the about, testimonials and enquiry pages: the figures of their first screen', () => {
    expect(fontPreloads(css, 'blog', page('Temple Etiquette in Bali'))).toEqual([site('600-normal'), site('500-italic')]);
    expect(fontPreloads(css, 'home-blog', page('Dubai, Stress-Free'))).toEqual([site('600-normal'), site('500-italic')]);
    for (const route of ['about-us', 'testimonials', 'enquire']) expect(fontPreloads(css, route, page('A women-led agency'))).toEqual([site('600-normal'), figures('600-normal')]);
  });

  it('is a heading face that never swaps once the page has painted (font-display: optional)', () => {
    const preloaded = new Set(fontPreloads(css, 'landing', page('Travel Beyond Dreams')));
    expect(parseFontFaces(css).filter((face) => preloaded.has(face.file)).map((face) => face.display)).toEqual(['optional']);
  });

  it('leaves running text to the phone’s own sans: no web font but the display face is declared', () => {
    expect(new Set(parseFontFaces(css).map((face) => face.family))).toEqual(new Set(['Cormorant Garamond']));
  });

  it('draw the site’s words and ₹ from its own files, never from a full @fontsource face', () => {
    const faces = parseFontFaces(css);
    const sample = 'Bali · 5 Days / 4 Nights — “Ubud’s rice terraces” from ₹1,25,000 → Réunion, café, €, ™';
    const drawnFrom = facesForText(faces, sample).map((face) => face.file);
    expect(drawnFrom.length).toBeGreaterThan(0);
    expect(drawnFrom.filter((file) => !file.startsWith('@site-fonts/'))).toEqual([]);
    // Each family and style has its ₹ file: a price is set in the site's fonts.
    expect(facesForText(faces, '₹').map((face) => face.file).sort()).toEqual(SITE_FONTS.filter((font) => font.range === RUPEE_RANGE).map((font) => `@site-fonts/${font.file}`).sort());
    // A character outside them still has a face: the full one it is in.
    expect(facesForText(faces, 'ő').map((face) => face.file)).toContain('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-600-normal.woff2');
  });

  it('declare every site file with the range it is cut to (scripts/build/fonts/site-fonts.ts)', () => {
    const declared = parseFontFaces(css).filter((face) => face.file.startsWith('@site-fonts/'));
    expect(declared.map((face) => face.file).sort()).toEqual(SITE_FONTS.map((font) => `@site-fonts/${font.file}`).sort());
    const rangeOf = (file: string) => SITE_FONTS.find((font) => `@site-fonts/${font.file}` === file)!.range;
    for (const face of declared) expect(parseFontFaces(`@font-face { src: url('x.woff2'); unicode-range: ${rangeOf(face.file)}; }`)[0]!.ranges).toEqual(face.ranges);
    expect(new Set(SITE_FONTS.map((font) => font.range))).toEqual(new Set([SITE_TEXT_RANGE, FIGURES_RANGE, CORE_TEXT_RANGE, EXTRA_TEXT_RANGE, RUPEE_RANGE]));
  });

  it('split each face without a gap or an overlap: every character of @fontsource’s Latin file is in exactly one site file', () => {
    const latin = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
    expect([...charactersOf(SITE_TEXT_RANGE), ...charactersOf(FIGURES_RANGE)].sort()).toEqual([...charactersOf(CORE_TEXT_RANGE)].sort());
    for (const style of ['600-normal', '500-italic']) {
      const cuts = SITE_FONTS.filter((font) => font.file.endsWith(`-${style}.woff2`) && !font.source.includes('-latin-ext-')).map((font) => [...charactersOf(font.range)]);
      expect(cuts.length).toBe(style === '600-normal' ? 3 : 2);
      const all = cuts.flat();
      expect(new Set(all).size).toBe(all.length);
      expect(all.sort()).toEqual([...charactersOf(latin)].sort());
    }
  });

  it('keep the figures out of the file every page preloads: letters, spaces and a title’s punctuation only', () => {
    const text = charactersOf(SITE_TEXT_RANGE);
    for (const c of 'AZaz !&\'’,-.:?“”–—…') expect(text).toContain(c);
    for (const c of '0123456789#$%()/+') expect(text).not.toContain(c);
  });
});
