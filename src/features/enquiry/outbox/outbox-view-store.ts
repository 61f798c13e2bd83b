import { create } from 'zustand';
import type { OutboxEntry, OutboxKind, OutboxPayloads } from './outbox-entry.ts';

/** What a form shows after the outbox has decided: the server's refusal, or a problem found before queueing. */
export interface FormResult {
  message: string;
  fieldErrors: Record<string, string>;
}

interface OutboxViewState {
  /** A copy of the outbox as last read (IndexedDB is the truth; this is what React renders). */
  entries: OutboxEntry[];
  loaded: boolean;
  /** The entry each form sent in this page, by kind: that form shows it (and runs the success path). */
  sentHere: Partial<Record<OutboxKind, string>>;
  /** How many forms of each kind are on screen; the page notice shows the entries no form is showing. */
  formsOnScreen: Partial<Record<OutboxKind, number>>;
  /** A refusal or validation problem for the form of that kind to show. */
  results: Partial<Record<OutboxKind, FormResult>>;
  /** Words of a refused entry waiting for its form to take them back. */
  returned: { [K in OutboxKind]?: OutboxPayloads[K] };
  setEntries(entries: OutboxEntry[]): void;
  setSentHere(kind: OutboxKind, key: string | undefined): void;
  formMounted(kind: OutboxKind, delta: 1 | -1): void;
  setResult(kind: OutboxKind, result: FormResult | undefined): void;
  returnWords<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K] | undefined): void;
}

/** The page's view of the outbox and of its own forms; in memory only (the outbox itself is durable). */
export const useOutboxView = create<OutboxViewState>((set) => ({
  entries: [],
  loaded: false,
  sentHere: {},
  formsOnScreen: {},
  results: {},
  returned: {},
  setEntries: (entries) => set({ entries, loaded: true }),
  setSentHere: (kind, key) => set((s) => ({ sentHere: { ...s.sentHere, [kind]: key } })),
  formMounted: (kind, delta) => set((s) => ({ formsOnScreen: { ...s.formsOnScreen, [kind]: (s.formsOnScreen[kind] ?? 0) + delta } })),
  setResult: (kind, result) => set((s) => ({ results: { ...s.results, [kind]: result } })),
  returnWords: (kind, payload) => set((s) => ({ returned: { ...s.returned, [kind]: payload } })),
}));
