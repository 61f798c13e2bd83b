/**
 * What the worker precaches (design card): the app shell and its assets, home, the deep-dive guides,
 * the policy pages and the offline page. Other pages are cached as they are visited.
 */
export const assetGlobs = ['assets/**/*.{js,css,woff2}', 'placeholder.svg', 'favicon.svg'];

export const precacheGlobs = [
  ...assetGlobs,
  'index.html',
  'shell.html',
  'home/index.html',
  'offline/index.html',
  'destinations/*/deep-dive/index.html',
  'terms-and-conditions/index.html',
  'privacy-policy/index.html',
  'shipping-policy/index.html',
  'cancellation-policy/index.html',
];
