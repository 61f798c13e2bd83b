import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOT_FOUND_TEXT } from '../../../../shared/config/not-found-text.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../shared/config/paths.ts';
import { itineraryKeys } from './itinerary-keys.ts';

/** spec §7: GET /api/itineraries/id/{id}, on a relative path (the spec's absolute address was a defect). */
export const itineraryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: itineraryKeys.detail(id),
    queryFn: () => apiGet(apiPaths.itinerary(id), async () => (await import('../../../../shared/schemas/itinerary.ts')).itinerarySchema, NOT_FOUND_TEXT.itinerary),
  });

export const useItinerary = (id: string) => useQuery(itineraryQueryOptions(id));
