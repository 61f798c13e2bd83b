import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOT_FOUND_TEXT } from '../../../../shared/config/not-found-text.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../shared/config/paths.ts';

export const destinationKeys = {
  all: ['destinations'] as const,
  page: (slug: string) => [...destinationKeys.all, 'page', slug.toLowerCase()] as const,
};

/** spec §7: GET /api/page/{Slug}; a non-OK status fails with NOT_FOUND_TEXT.destination. */
export const destinationPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: destinationKeys.page(slug),
    queryFn: () => apiGet(apiPaths.page(slug), async () => (await import('../../../../shared/schemas/destination-page.ts')).destinationPageSchema, NOT_FOUND_TEXT.destination),
  });

export const useDestinationPage = (slug: string) => useQuery(destinationPageQueryOptions(slug));
