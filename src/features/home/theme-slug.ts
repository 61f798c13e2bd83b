/**
 * spec §2: a travel desire links to /itineraries/{theme}, where theme is the first word of the card
 * title in lower case ('Culture & Art' → 'culture').
 */
export function themeSlugOf(cardText: string): string {
  const firstWord = cardText.trim().split(/\s+/)[0] ?? '';
  return firstWord.toLowerCase().replace(/[^a-z0-9-]/g, '');
}
