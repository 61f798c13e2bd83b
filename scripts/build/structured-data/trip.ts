import type { TouristTrip } from 'schema-dts';
import type { Itinerary } from '../../../shared/schemas/itinerary.ts';
import type { PageLinks } from './page-links.ts';

/** The day keys in order (`day1`, `day2`, … `day10`), not in string order. */
const dayNumber = (key: string) => Number(key.slice(3));

/** An itinerary page: the trip, its price per person in rupees as an Offer, and its days in order. */
export function touristTrip(itinerary: Itinerary, destinationName: string, url: string, links: PageLinks): TouristTrip {
  const days = Object.entries(itinerary.daywise).sort(([a], [b]) => dayNumber(a) - dayNumber(b));
  return {
    '@type': 'TouristTrip',
    name: itinerary.name,
    description: itinerary.description,
    url,
    image: links.picture(itinerary.images[0]!),
    touristType: itinerary.category.split(',').map((category) => category.trim()),
    provider: { '@id': links.agencyId },
    offers: {
      '@type': 'Offer',
      price: itinerary.price,
      priceCurrency: 'INR',
      url,
      availability: 'https://schema.org/InStock',
      offeredBy: { '@id': links.agencyId },
    },
    itinerary: {
      '@type': 'ItemList',
      name: `${itinerary.days} days and ${itinerary.nights} nights in ${destinationName}`,
      numberOfItems: days.length,
      itemListElement: days.map(([key, day]) => ({
        '@type': 'ListItem' as const,
        position: dayNumber(key),
        name: `Day ${dayNumber(key)}: ${day.title}`,
        description: day.description,
      })),
    },
  };
}
