import { useEffect, useRef, type RefObject } from 'react';
import { wordsTypedBeforeHydration } from '../lib/typed-before-hydration.ts';
import { takeEarlyWords } from '../lib/early-words.ts';

/**
 * Once, when a draft form mounts: the words typed into it before it hydrated, and those typed into any
 * form of the same draft that React did not run yet (`early-words.ts`), the later winning. The form is
 * marked live from then on. `adopt` gets the words by field name (nothing typed: an empty record).
 */
export function useWordsTypedEarly(formRef: RefObject<HTMLFormElement | null>, draft: string, adopt: (typed: Record<string, string>) => void) {
  const adoptRef = useRef(adopt); // the first render's: the effect runs once
  useEffect(() => {
    const form = formRef.current;
    const typed = { ...wordsTypedBeforeHydration(form), ...takeEarlyWords(draft) };
    if (form) form.dataset.live = '';
    adoptRef.current(typed);
  }, [formRef, draft]);
}
