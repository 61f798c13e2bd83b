import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Enquiry } from '../../../../shared/schemas/enquiry.ts';

const EMPTY: Enquiry = { name: '', date: '', contact: '', email: '' };

interface EnquiryDraftState {
  draft: Enquiry;
  setField(field: keyof Enquiry, value: string): void;
  /** The words of a refused enquiry, back in the form. */
  setDraft(draft: Enquiry): void;
  clear(): void;
}

/**
 * What the traveller has typed, kept across reloads and tabs closed by accident (nothing typed is lost).
 * `skipHydration` keeps the first render equal to the prerendered HTML; the form rehydrates after mount.
 */
export const useEnquiryDraft = create<EnquiryDraftState>()(
  persist(
    (set) => ({
      draft: EMPTY,
      setField: (field, value) => {
        // Typed before the form rehydrated the store (its mount effect has not run yet): the saved
        // draft comes back first, or saving this one field would write over the others.
        if (!useEnquiryDraft.persist.hasHydrated()) void useEnquiryDraft.persist.rehydrate();
        set((s) => ({ draft: { ...s.draft, [field]: value } }));
      },
      setDraft: (draft) => set({ draft }),
      clear: () => set({ draft: EMPTY }),
    }),
    { name: 'tbd-enquiry-draft', storage: createJSONStorage(() => localStorage), skipHydration: true },
  ),
);
