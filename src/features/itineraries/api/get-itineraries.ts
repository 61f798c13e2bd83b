import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOT_FOUND_TEXT } from '../../../../shared/config/not-found-text.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../shared/config/paths.ts';
import type { Itinerary, ItineraryCard } from '../../../../shared/schemas/itinerary.ts';
import { itineraryKeys } from './itinerary-keys.ts';

const card = ({ daywise: _daywise, ...rest }: Itinerary): ItineraryCard => rest;

/**
 * spec §7: GET /api/itineraries/{slug} (a destination or a theme), kept as cards; non-OK fails with
 * NOT_FOUND_TEXT.itineraries. The answer holds each itinerary's day-by-day plan, which the list never
 * shows: kept, it was four fifths of the data a prerendered list carries for hydration (issue 9) and of
 * what the query cache stores. An itinerary's page asks for its own plan (get-itinerary.ts).
 */
export const itinerariesQueryOptions = (slugOrTheme: string) =>
  queryOptions({
    queryKey: itineraryKeys.list(slugOrTheme),
    queryFn: async () =>
      (await apiGet(apiPaths.itineraries(slugOrTheme), async () => (await import('../../../../shared/schemas/itinerary.ts')).itineraryListSchema, NOT_FOUND_TEXT.itineraries)).map(card),
  });

export const useItineraries = (slugOrTheme: string) => useQuery(itinerariesQueryOptions(slugOrTheme));
