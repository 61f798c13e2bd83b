/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';
import { siteSiblingOf } from './font-files.ts';

/**
 * Offline, a font face that is not on the device is answered with the site's file of its family:
 * the characters that file lacks are drawn in the next font of the stack, and nothing fails.
 */
export function fontFallback(precached: readonly string[]): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => {
      const sibling = siteSiblingOf(new URL(request.url).pathname, precached);
      return sibling ? matchPrecache(sibling) : undefined;
    },
  };
}
