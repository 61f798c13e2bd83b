import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { ImageManifest } from '../../shared/schemas/images.ts';

/** What the prerender embeds in each page for hydration (a JSON data block, allowed by a strict CSP). */
export interface PageData {
  router: HydrationState;
  queries: DehydratedState;
  /** Metadata of the images the page draws (the rest loads when idle: src/lib/images.ts). */
  images: ImageManifest;
}

export const PAGE_DATA_ID = 'page-data';

/** Serialises page data so that no `</script>` inside content can end the block early. */
export function serializePageData(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

export function readPageData(): PageData | null {
  const el = document.getElementById(PAGE_DATA_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as PageData;
}
