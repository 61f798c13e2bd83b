/**
 * What the worker precaches (design card): the app shell and its assets, home, the deep-dive guides,
 * the policy pages and the offline page. Other pages are cached as they are visited.
 */
// Fonts: only the Latin subsets are precached; other scripts download on demand (unicode-range).
// The search index is an asset too (hashed name): search works offline from the first visit.
export const assetGlobs = ['assets/**/*.{js,css}', 'assets/search-index-*.json', 'assets/*-latin-[0-9w]*.woff2', 'placeholder.svg', 'favicon.svg'];

export const precacheGlobs = [
  ...assetGlobs,
  'index.html',
  'shell.html',
  'home/index.html',
  'offline/index.html',
  'search/index.html',
  'destinations/*/deep-dive/index.html',
  'terms-and-conditions/index.html',
  'privacy-policy/index.html',
  'shipping-policy/index.html',
  'cancellation-policy/index.html',
];
