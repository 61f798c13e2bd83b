/** Fixed lists of the detail page (spec §2, §9), validated at build; only the detail page's chunk carries them. */
import extrasJson from '../../../content/itinerary-extras.json';
import type { ItineraryExtras } from '../../../shared/schemas/index.ts';

export const itineraryExtras = extrasJson as ItineraryExtras;
