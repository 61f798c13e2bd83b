export const blogKeys = {
  all: ['blogs'] as const,
  destination: (slug: string) => [...blogKeys.all, 'destination', slug.toLowerCase()] as const,
  detail: (id: string) => [...blogKeys.all, 'detail', id] as const,
};
