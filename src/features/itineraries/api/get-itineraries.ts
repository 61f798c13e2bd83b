import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOT_FOUND_TEXT } from '../../../../shared/config/not-found-text.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../shared/config/paths.ts';
import { itineraryKeys } from './itinerary-keys.ts';

/** spec §7: GET /api/itineraries/{slug} (a destination or a theme); non-OK fails with NOT_FOUND_TEXT.itineraries. */
export const itinerariesQueryOptions = (slugOrTheme: string) =>
  queryOptions({
    queryKey: itineraryKeys.list(slugOrTheme),
    queryFn: () => apiGet(apiPaths.itineraries(slugOrTheme), async () => (await import('../../../../shared/schemas/itinerary.ts')).itineraryListSchema, NOT_FOUND_TEXT.itineraries),
  });

export const useItineraries = (slugOrTheme: string) => useQuery(itinerariesQueryOptions(slugOrTheme));
