import type { SaveTarget } from './plan/save-target.ts';

/** What the save panel and the saved-trips page say (one home for the tests to read). */
export const SAVE_TEXT = {
  title: 'Save for offline',
  pitch: (target: SaveTarget) =>
    target.kind === 'destination'
      ? `Keep ${target.title} on this device: its itineraries, blog posts, guide and photos, to read with no signal.`
      : target.kind === 'itinerary'
        ? 'Keep this itinerary and its photos on this device, to read with no signal.'
        : 'Keep this guide and its pictures on this device, to read with no signal.',
  saving: 'Saving for offline…',
  progress: (done: number, total: number, size: string) => `${done} of ${total} items · ${size}`,
  savedOn: (date: string, size: string) => `Saved on ${date} · ${size}`,
  savedWith: (title: string, date: string) => `Saved with ${title} on ${date}`,
  readyOffline: 'Opens with no connection, from this device.',
  missing: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} could not be downloaded. Retry when your connection is better.`,
  needsConnection: 'Connect to save',
  updateNeedsConnection: 'Update when online',
} as const;
