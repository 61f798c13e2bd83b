/**
 * What the worker precaches (design card): the app shell and its assets, home, the deep-dive guides,
 * the policy pages, the enquiry page and the offline page. Other pages are cached as they are visited.
 */
// Fonts: only the Latin subsets are precached; other scripts download on demand (unicode-range).
export const assetGlobs = ['assets/**/*.{js,css}', 'assets/*-latin-[0-9w]*.woff2', 'placeholder.svg', 'favicon.svg'];

export const precacheGlobs = [
  ...assetGlobs,
  'index.html',
  'shell.html',
  'home/index.html',
  // Issue 8: the enquiry page opens offline too (an enquiry written there waits in the outbox).
  'enquire/index.html',
  'offline/index.html',
  'destinations/*/deep-dive/index.html',
  'terms-and-conditions/index.html',
  'privacy-policy/index.html',
  'shipping-policy/index.html',
  'cancellation-policy/index.html',
];
