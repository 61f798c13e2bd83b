/**
 * A prerendered form can be typed into before React hydrates it (a slow phone shows the page seconds
 * before its script runs). Hydration keeps those words in the DOM but not in the form's state, so the
 * next render, such as typing into the next field, would wipe them. Read once on mount, this returns
 * every named text field whose words differ from what the prerender wrote, for the state to adopt.
 */
export function wordsTypedBeforeHydration(form: HTMLFormElement | null): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of form?.elements ?? []) {
    const isText = (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') || field instanceof HTMLTextAreaElement;
    if (isText && field.name && field.value !== field.defaultValue) typed[field.name] = field.value;
  }
  return typed;
}
