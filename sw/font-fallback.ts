/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';
import { latinSiblingOf } from './font-files.ts';

/**
 * Offline, a font subset that is not on the device is answered with the Latin file of its family:
 * the characters that file lacks are drawn in the next font of the stack, and nothing fails.
 */
export function fontFallback(precached: readonly string[]): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => {
      const sibling = latinSiblingOf(new URL(request.url).pathname, precached);
      return sibling ? matchPrecache(sibling) : undefined;
    },
  };
}
