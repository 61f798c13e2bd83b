/** Fixed lists of the detail page (spec §2, §9), validated at build; only the detail page's chunk carries them. */
import extras from 'virtual:content/itinerary-extras';

export const itineraryExtras = extras;
