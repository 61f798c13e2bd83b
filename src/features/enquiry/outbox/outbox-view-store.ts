import { create } from 'zustand';
import type { OutboxEntry, OutboxPayloads } from './outbox-entry.ts';

/** What a form shows after the outbox has decided: the server's refusal, or a problem found before queueing. */
export interface FormResult {
  message: string;
  fieldErrors: Record<string, string>;
}

type Payload = OutboxPayloads[keyof OutboxPayloads];

/**
 * The page's view of the outbox and of its forms; in memory only (the outbox itself is durable).
 * Forms are named by slot (`formSlotOf`): 'enquiry', or 'expert-request:<itinerary id>'.
 */
interface OutboxViewState {
  /** A copy of the outbox as last read (IndexedDB is the truth; this is what React renders). */
  entries: OutboxEntry[];
  loaded: boolean;
  /** False when the browser refused IndexedDB: entries then live in this page only, and the page says so. */
  durable: boolean;
  /** The entry each form sent in this page: that form shows it (and runs the success path). */
  sentHere: Record<string, string | undefined>;
  /** How many forms of each slot are on screen; the page notice shows the entries no form is showing. */
  formsOnScreen: Record<string, number>;
  /** A refusal or validation problem for the form of that slot to show. */
  results: Record<string, FormResult | undefined>;
  /** Words of a refused entry waiting for its form to take them back. */
  returned: Record<string, Payload | undefined>;
  setEntries(entries: OutboxEntry[]): void;
  setDurable(durable: boolean): void;
  setSentHere(slot: string, key: string | undefined): void;
  formMounted(slot: string, delta: 1 | -1): void;
  setResult(slot: string, result: FormResult | undefined): void;
  returnWords(slot: string, payload: Payload | undefined): void;
}

export const useOutboxView = create<OutboxViewState>((set) => ({
  entries: [],
  loaded: false,
  durable: true,
  sentHere: {},
  formsOnScreen: {},
  results: {},
  returned: {},
  setEntries: (entries) => set({ entries, loaded: true }),
  setDurable: (durable) => set({ durable }),
  setSentHere: (slot, key) => set((s) => ({ sentHere: { ...s.sentHere, [slot]: key } })),
  formMounted: (slot, delta) => set((s) => ({ formsOnScreen: { ...s.formsOnScreen, [slot]: (s.formsOnScreen[slot] ?? 0) + delta } })),
  setResult: (slot, result) => set((s) => ({ results: { ...s.results, [slot]: result } })),
  returnWords: (slot, payload) => set((s) => ({ returned: { ...s.returned, [slot]: payload } })),
}));
