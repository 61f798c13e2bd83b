/**
 * Words typed into a form that React does not run yet never reach that form's state: a prerendered
 * section still waiting to hydrate, or the page a navigation is leaving (on a slow phone it stays on
 * screen, typeable, for a second after the link is followed). Forms that keep a draft say which one
 * with `data-draft`; from the moment the entry script runs, every word typed into such a form that
 * is not live yet is kept here, by draft, for the next form of that draft to adopt when it mounts.
 */
const DRAFT_FORMS = 'form[data-draft]';
const kept = new Map<string, Record<string, string>>();

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  const isInput = target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio';
  return isInput || target instanceof HTMLTextAreaElement;
}

function keep(field: HTMLInputElement | HTMLTextAreaElement) {
  const draft = field.form?.dataset.draft;
  // A live form's own onChange has the words; `data-live` is set when it adopts what was kept.
  if (!draft || !field.name || field.form.dataset.live !== undefined) return;
  kept.set(draft, { ...kept.get(draft), [field.name]: field.value });
}

/** Starts keeping early words; what was typed before this ran (still in the page) is kept at once. */
export function keepEarlyWords(root: Document = document): () => void {
  for (const form of root.querySelectorAll<HTMLFormElement>(DRAFT_FORMS)) {
    for (const field of form.elements) if (isTextField(field) && field.value !== field.defaultValue) keep(field);
  }
  const onInput = (event: Event) => {
    if (isTextField(event.target)) keep(event.target);
  };
  root.addEventListener('input', onInput, true);
  return () => root.removeEventListener('input', onInput, true);
}

/** The words kept for this draft, field by field; they are handed over once. */
export function takeEarlyWords(draft: string): Record<string, string> {
  const words = kept.get(draft) ?? {};
  kept.delete(draft);
  return words;
}
