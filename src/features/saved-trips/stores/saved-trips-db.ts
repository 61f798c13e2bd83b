import { get, set } from 'idb-keyval';
import type { SaveTarget } from '../plan/save-target.ts';

/** One saved item as this device records it; its files live in Cache Storage (`saved-trip:<id>`). */
export interface SavedTrip {
  id: string;
  target: SaveTarget;
  savedAt: number;
  bytes: number;
  files: number;
  /** Files still missing after their retries (the traveller can retry). */
  failed: string[];
  /** The pages it makes readable offline (other pages show "saved with …"). */
  pages: string[];
}

/** Kept apart from the query cache, whose versioning must never drop what a traveller saved. */
const KEY = 'tbd-saved-trips';
const RECORD_VERSION = 1;

export async function readSavedTrips(): Promise<SavedTrip[]> {
  const stored = await get<{ version: number; trips: SavedTrip[] }>(KEY);
  return stored?.version === RECORD_VERSION ? stored.trips : [];
}

export async function writeSavedTrips(trips: SavedTrip[]): Promise<void> {
  await set(KEY, { version: RECORD_VERSION, trips });
}
