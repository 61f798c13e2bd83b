/**
 * spec §2: a theme's slug is the first word of its title in lower case ('Culture & Art' → 'culture',
 * 'BackPacker' → 'backpacker'). Used for desire cards, itinerary categories and /itineraries/{theme}.
 */
export function themeSlugOf(title: string): string {
  const firstWord = title.trim().split(/\s+/)[0] ?? '';
  return firstWord.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** The trimmed entries of an itinerary's comma-separated category text (spec §5). */
export function categoriesOf(category: string): string[] {
  return category.split(',').map((c) => c.trim()).filter(Boolean);
}
