import { paths } from '../../../../shared/config/paths.ts';

/** What a traveller can save for offline: a whole destination, one itinerary, or one guide. */
export type SaveTarget =
  | { kind: 'destination'; slug: string; title: string }
  | { kind: 'itinerary'; id: string; title: string }
  | { kind: 'guide'; slug: string; title: string };

/** One saved item's id, also its cache's name (`destination:bali`). */
export function savedIdOf(target: SaveTarget): string {
  return `${target.kind}:${target.kind === 'itinerary' ? target.id : target.slug}`;
}

/** The page a saved item opens at. */
export function hrefOf(target: SaveTarget): string {
  if (target.kind === 'destination') return paths.destination.href(target.slug);
  if (target.kind === 'itinerary') return paths.itinerary.href(target.id);
  return paths.deepDive.href(target.slug);
}
