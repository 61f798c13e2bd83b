export const itineraryKeys = {
  all: ['itineraries'] as const,
  list: (slugOrTheme: string) => [...itineraryKeys.all, 'list', slugOrTheme.toLowerCase()] as const,
  detail: (id: string) => [...itineraryKeys.all, 'detail', id] as const,
};
