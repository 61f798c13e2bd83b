import type { Device } from '../../../lib/srcset-choice.ts';
import { destinationIndexUrls, planSave, type DestinationIndex } from '../plan/save-plan.ts';
import { imageIdsIn, picturesIn, planImages, type PictureDeclaration } from '../plan/image-plan.ts';
import type { SaveTarget } from '../plan/save-target.ts';
import { ItemFailed } from './fetch-item.ts';
import { inPool, storeFile, type StoredFile } from './store-file.ts';
import { loadAllImageMetadata } from '../../../lib/images.ts';

export interface DownloadProgress {
  done: number;
  /** Grows as the save learns what a destination holds (its itineraries, then its pictures). */
  total: number;
  bytes: number;
}

export interface DownloadResult {
  files: Array<{ url: string; bytes: number }>;
  /** URLs still missing after their retries. */
  failed: string[];
  /** The pages this save makes readable offline. */
  pages: string[];
}

export interface DownloadOptions {
  cache: Cache;
  device: Device;
  signal: AbortSignal;
  onProgress(progress: DownloadProgress): void;
  /** HTML → a document to find the pictures in (DOMParser in the browser, jsdom in tests). */
  parseHtml(html: string): ParentNode;
  fetchFn?: typeof fetch;
}

/** Four files at a time: quick on a good connection, gentle on a poor one. */
const CONCURRENCY = 4;

/**
 * Saves `target` into `cache`: for a destination first the answers that name its itineraries and
 * posts, then every page and API answer (planSave), then the pictures those pages draw at this
 * device's size (planImages). Files that fail after their retries are reported, not fatal; a cancel
 * (abort) rejects.
 */
export async function downloadTrip(target: SaveTarget, options: DownloadOptions): Promise<DownloadResult> {
  const { cache, signal } = options;
  const progress: DownloadProgress = { done: 0, total: 0, bytes: 0 };
  const stored = new Map<string, StoredFile>();
  const failed = new Set<string>();
  const pictures: PictureDeclaration[] = [];
  const dataImageIds = new Set<string>();
  // Telling image ids from other strings in the API answers needs the whole catalog's metadata.
  await loadAllImageMetadata();

  async function fetchAll(urls: string[], kind: 'page' | 'api' | 'image', optional = false) {
    const fresh = urls.filter((url) => !stored.has(url));
    progress.total += fresh.length;
    options.onProgress({ ...progress });
    await inPool(fresh, CONCURRENCY, async (url) => {
      try {
        const file = await storeFile(cache, url, { signal, fetchFn: options.fetchFn, readText: kind !== 'image' });
        stored.set(url, file);
        progress.bytes += file.bytes;
        if (kind === 'page') pictures.push(...picturesIn(options.parseHtml(file.text!)));
        if (kind === 'api') imageIdsIn(JSON.parse(file.text!), dataImageIds);
      } catch (error) {
        if (!(error instanceof ItemFailed)) throw error;
        // A destination without blog posts answers 404: nothing to save, nothing missing.
        if (!(optional && error.status === 404)) failed.add(url);
      }
      progress.done += 1;
      options.onProgress({ ...progress });
    });
  }

  let index: DestinationIndex | undefined;
  if (target.kind === 'destination') {
    const urls = destinationIndexUrls(target.slug);
    await fetchAll([urls.page, urls.itineraries], 'api');
    await fetchAll([urls.blogs], 'api', true);
    const json = (url: string) => (stored.get(url)?.text ? JSON.parse(stored.get(url)!.text!) : null);
    const itineraries = (json(urls.itineraries) ?? []) as Array<{ _id: string }>;
    index = { itineraryIds: itineraries.map((it) => it._id), blogs: json(urls.blogs) };
  }
  const plan = planSave(target, index);
  await fetchAll(plan.api, 'api');
  await fetchAll(plan.pages, 'page');
  await fetchAll(planImages({ pictures, dataImageIds, device: options.device }), 'image');

  return { files: [...stored.values()].map(({ url, bytes }) => ({ url, bytes })), failed: [...failed], pages: plan.pages };
}
