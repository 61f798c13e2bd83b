/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';

/**
 * The entry script a page names: the boot script's `data-entry="/assets/index-<hash>.js"`, or, in a
 * page saved before the boot script existed, `<script type="module" crossorigin src="…">`.
 */
const ENTRY_SCRIPT = /<script[^>]*(?:data-entry|type="module"[^>]*src)="([^"]+)"/;

/**
 * Whether a stored page belongs to the build this worker precached. A page saved before a deploy
 * asks for scripts that are gone (from the server and the precache), so it cannot start offline.
 */
export async function isCurrentBuild(page: Response): Promise<boolean> {
  const entry = ENTRY_SCRIPT.exec(await page.clone().text())?.[1];
  return !entry || Boolean(await matchPrecache(entry));
}

/** A cached page of an older build is treated as missing; the navigation then falls back to the shell. */
export const currentBuildPagesOnly: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse && (await isCurrentBuild(cachedResponse)) ? cachedResponse : null),
};
