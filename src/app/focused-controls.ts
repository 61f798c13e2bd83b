/**
 * The link or button that had focus on each page of this tab's history, by the router's entry key,
 * so going back puts focus on the control the traveller left by, as a browser's back does for pages
 * it reloads. The page is rendered anew on the way back, so the element itself is gone: a link is
 * named by its address, a button by its words, each with its place among the page's controls of that
 * name. A button comes back only if the page shows it again (a journey still chosen: useEntryState).
 */
interface FocusedControl {
  kind: 'link' | 'button';
  /** A link's address, a button's words. */
  name: string;
  nth: number;
}

const focusedByEntry = new Map<string, FocusedControl>();
let currentEntry: string | null = null;

const nameOf = (control: HTMLElement) =>
  control instanceof HTMLAnchorElement
    ? control.getAttribute('href')!
    : (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The page's controls of a kind and name, outside dialogs (the menu closes on leaving a page). */
function controlsNamed(kind: FocusedControl['kind'], name: string): HTMLElement[] {
  const candidates = kind === 'link' ? document.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(name)}"]`) : document.getElementsByTagName('button');
  return [...candidates].filter((control) => !control.closest('dialog') && nameOf(control) === name);
}

/** Notes `element`, which has focus on the entry `key`: the control to return to, or none. */
export function noteFocusOn(key: string, element: Element | null): void {
  const control = element?.closest<HTMLElement>('a[href], button') ?? null;
  const kind = control instanceof HTMLAnchorElement ? 'link' : 'button';
  const name = control ? nameOf(control) : '';
  // Focus in a field, on a control without a name, or in a dialog: nothing to return to.
  if (!control || !name || control.closest('dialog')) focusedByEntry.delete(key);
  else focusedByEntry.set(key, { kind, name, nth: controlsNamed(kind, name).indexOf(control) });
}

function onFocusIn(event: FocusEvent): void {
  if (currentEntry !== null) noteFocusOn(currentEntry, event.target instanceof Element ? event.target : null);
}

/** Starts noting focused links and buttons; returns the stop. */
export function noteFocusedControls(): () => void {
  document.addEventListener('focusin', onFocusIn);
  return () => document.removeEventListener('focusin', onFocusIn);
}

/** The history entry now shown: focus from here on is noted under it. */
export function enterHistoryEntry(key: string): void {
  currentEntry = key;
}

/** The link or button focused when the traveller left the entry `key`, if the page shows it again. */
export function controlFocusedOn(key: string): HTMLElement | null {
  const focused = focusedByEntry.get(key);
  return focused ? (controlsNamed(focused.kind, focused.name)[focused.nth] ?? null) : null;
}
