/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';
import { markedAsDeviceCopy, matchSavedCopy, matchSavedVariant } from './saved-copies.ts';
import { CACHE_NAMES, PLACEHOLDER_IMAGE } from './cache-names.ts';

/**
 * API answers: a cached answer is marked as a device copy (NetworkFirst only reads its cache when
 * the network failed); with nothing cached, a saved trip's copy answers.
 */
export const apiDeviceCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markedAsDeviceCopy(cachedResponse) : cachedResponse),
  handlerDidError: async ({ request }) => {
    const saved = await matchSavedCopy(request.url);
    return saved ? markedAsDeviceCopy(saved) : undefined;
  },
};

/**
 * Images with no network and nothing in the image cache: the saved copy, another saved size of the
 * same picture, and last the placeholder (spec §8), so a page never shows a broken image offline.
 */
export const imageDeviceCopies: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    (await matchSavedCopy(request.url)) ??
    (await matchSavedVariant(new URL(request.url), [CACHE_NAMES.images])) ??
    (await matchPrecache(PLACEHOLDER_IMAGE)),
};
