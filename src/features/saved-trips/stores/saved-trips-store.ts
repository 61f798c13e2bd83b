import { create } from 'zustand';
import { useGoodMoment } from '../../../lib/good-moments.ts';
import { savedCacheName } from '../../../../shared/config/offline.ts';
import { downloadTrip, type DownloadProgress } from '../download/download-trip.ts';
import { savedIdOf, type SaveTarget } from '../plan/save-target.ts';
import { currentDevice } from '../device.ts';
import { requestPersistence, type Persistence } from '../storage.ts';
import { totalBytes } from '../size.ts';
import { readSavedTrips, writeSavedTrips, type SavedTrip } from './saved-trips-db.ts';

interface SaveJob {
  progress: DownloadProgress;
  controller: AbortController;
}

interface SavedTripsState {
  /** False until the records are read from IndexedDB (and always during the prerender and hydration). */
  loaded: boolean;
  trips: Record<string, SavedTrip>;
  jobs: Record<string, SaveJob>;
  /** A save that ended without storing anything, by id: what to tell the traveller. */
  problems: Record<string, string>;
  /** The browser's answer to the first save's request to keep the storage. */
  persistence: Persistence | null;
  load(): Promise<void>;
  save(target: SaveTarget): Promise<void>;
  cancel(id: string): void;
  remove(id: string): Promise<void>;
}

const without = <T,>(record: Record<string, T>, id: string) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));

/** Drops files an earlier save stored that this one no longer needs (an itinerary the agency removed). */
async function prune(cache: Cache, keep: Array<{ url: string }>) {
  const wanted = new Set(keep.map((file) => new URL(file.url, location.href).href));
  await Promise.all((await cache.keys()).filter((request) => !wanted.has(request.url)).map((request) => cache.delete(request)));
}

/** Saved trips on this device (issue 7): records in IndexedDB, files in one cache per item. */
export const useSavedTrips = create<SavedTripsState>((set, get) => {
  const persist = () => writeSavedTrips(Object.values(get().trips));
  return {
    loaded: false,
    trips: {},
    jobs: {},
    problems: {},
    persistence: null,

    async load() {
      try {
        const trips = await readSavedTrips();
        // The browser may have cleared the files (storage pressure, "clear site data"): forget those records.
        const present = await Promise.all(trips.map((trip) => caches.has(savedCacheName(trip.id))));
        set({ loaded: true, trips: Object.fromEntries(trips.filter((_, i) => present[i]).map((trip) => [trip.id, trip])) });
      } catch {
        // No IndexedDB or Cache Storage (a private window in some browsers): nothing can be saved here.
        set({ loaded: true, trips: {} });
      }
    },

    async save(target) {
      const id = savedIdOf(target);
      if (get().jobs[id]) return;
      const controller = new AbortController();
      const firstSave = Object.keys(get().trips).length === 0 && get().persistence === null;
      set((s) => ({ jobs: { ...s.jobs, [id]: { controller, progress: { done: 0, total: 0, bytes: 0 } } }, problems: without(s.problems, id) }));
      if (firstSave) void requestPersistence().then((persistence) => set({ persistence }));
      const existed = Boolean(get().trips[id]);
      const cache = await caches.open(savedCacheName(id));
      try {
        const result = await downloadTrip(target, {
          cache,
          device: await currentDevice(),
          signal: controller.signal,
          parseHtml: (html) => new DOMParser().parseFromString(html, 'text/html'),
          onProgress: (progress) => set((s) => (s.jobs[id] ? { jobs: { ...s.jobs, [id]: { ...s.jobs[id], progress } } } : s)),
        });
        if (result.files.length === 0) throw new Error('nothing could be downloaded');
        await prune(cache, result.files);
        const trip: SavedTrip = { id, target, savedAt: Date.now(), bytes: totalBytes(result.files), files: result.files.length, failed: result.failed, pages: result.pages };
        set((s) => ({ trips: { ...s.trips, [id]: trip } }));
        await persist();
        useGoodMoment.getState().mark('saved-trip');
      } catch {
        if (!existed) await caches.delete(savedCacheName(id));
        if (!controller.signal.aborted) {
          set((s) => ({ problems: { ...s.problems, [id]: 'Saving stopped: the connection dropped. Nothing is lost; try again when you are back online.' } }));
        }
      } finally {
        set((s) => ({ jobs: without(s.jobs, id) }));
      }
    },

    cancel(id) {
      get().jobs[id]?.controller.abort(new DOMException('The traveller cancelled the save', 'AbortError'));
    },

    async remove(id) {
      get().cancel(id);
      await caches.delete(savedCacheName(id));
      set((s) => ({ trips: without(s.trips, id) }));
      await persist();
    },
  };
});
