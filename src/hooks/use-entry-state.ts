import { useLocation } from 'react-router';
import { useBrowserValue } from './use-browser-value.ts';

/**
 * A choice made on one visit of a page (the itinerary card a traveller picked), kept with that entry
 * of the tab's history: going back shows the page as the traveller left it, as a browser does for
 * a form, and a new visit of the same address starts afresh. It lives in `sessionStorage`, so it also
 * comes back when a phone has discarded the tab and reloads it on the way back.
 *
 * The prerender has no choice; a page the browser loads takes the kept one soon after hydrating
 * (useBrowserValue), a page the router shows takes it in its first render.
 */
export function useEntryState(name: string): [string | null, (value: string | null) => void] {
  const { key, pathname } = useLocation();
  // The router names the first entry of a tab 'default' until it navigates; the path keeps two such
  // entries (a page loaded, then another typed into the address bar) apart.
  const storageKey = `entry-state:${key}:${pathname}:${name}`;
  const value = useBrowserValue(
    subscribe,
    () => read(storageKey),
    () => null,
  );
  const set = (next: string | null) => {
    write(storageKey, next);
    listeners.forEach((notify) => notify());
  };
  return [value, set];
}

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Storage blocked (a privacy setting) keeps the choice for this visit only, in memory. */
const memory = new Map<string, string>();

function read(storageKey: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return memory.get(storageKey) ?? null;
  }
}

function write(storageKey: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, value);
  } catch {
    if (value === null) memory.delete(storageKey);
    else memory.set(storageKey, value);
  }
}
