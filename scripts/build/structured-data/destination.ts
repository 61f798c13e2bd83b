import type { TouristDestination } from 'schema-dts';
import type { DestinationPage } from '../../../shared/schemas/destination-page.ts';
import type { PageLinks } from './page-links.ts';

/**
 * A destination page: the place, its picture, and the places to explore the page lists, by name and
 * description (a picture each took 77 bytes of brotli from a page that must fit the first round trip,
 * for a property no search result shows: issue 9).
 */
export function touristDestination(page: DestinationPage, url: string, links: PageLinks): TouristDestination {
  return {
    '@type': 'TouristDestination',
    name: page.name,
    description: page.Page1.description,
    url,
    image: links.picture(page.Page1.backgroundImageUrl),
    includesAttraction: page.PlacesToExplore.map((place) => ({
      '@type': 'TouristAttraction' as const,
      name: place.name,
      description: place.description,
    })),
  };
}
