import { DURATION_OPTIONS, THEME_SLUGS } from '../config/constants.ts';
import { categoriesOf, themeSlugOf } from './theme-slug.ts';
import type { Content } from './load-content.ts';

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const countBy = <T,>(items: T[], key: (item: T) => string[]) =>
  items.reduce<Record<string, number>>((acc, item) => {
    for (const k of key(item)) acc[k] = (acc[k] ?? 0) + 1;
    return acc;
  }, {});

/** The figures `npm run content:report` prints and the content tests check. */
export function contentTotals(content: Content) {
  const guideWords = Object.fromEntries(
    [...content.guides.values()].map((g) => [g.slug, g.sections.reduce((n, s) => n + wordCount(s.content) + wordCount((s.bulletPoints ?? []).join(' ')), 0)]),
  );
  return {
    guideWords,
    itineraries: content.itineraries.length,
    itinerariesPerDestination: countBy(content.itineraries, (it) => [it.destination]),
    itinerariesPerTheme: Object.fromEntries(
      THEME_SLUGS.map((theme) => [theme, content.itineraries.filter((it) => categoriesOf(it.category).some((c) => themeSlugOf(c) === theme)).length]),
    ),
    itinerariesPerDuration: Object.fromEntries(
      DURATION_OPTIONS.map((d) => [`${d.days}/${d.nights}`, content.itineraries.filter((it) => it.days === d.days && it.nights === d.nights).length]),
    ),
    blogs: content.blogs.length,
    images: Object.keys(content.imageCatalog).length,
  };
}
