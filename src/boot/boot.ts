/**
 * The only script a prerendered page runs before its first paint (issue 9): a deferred classic
 * script of about 1 KB, compiled on its own by scripts/build/boot-script.ts, or the same code inline
 * in a module script where that costs the page no round trip (scripts/build/inline-boot.ts). The page reads without
 * code, so the app's code is requested only once the first screen has painted: its hero picture
 * loaded (or failed) and its fonts settled. On a slow phone the stylesheet, fonts and hero picture
 * then have the connection to themselves, and the largest paint no longer waits behind ~150 KB of JS.
 *
 * `data-entry` names the entry module and `data-preload` every module it and the page's route import,
 * all requested within a few tasks (request-code.ts) so no import waits for the one before it. Until the entry takes over, clicks on
 * buttons are held for it to replay (hold-early-clicks.ts); links keep working as plain links.
 * The favicon's and manifest's links wait in a `<template>` for the same moment (scripts/build/code-after-first-paint.ts).
 */
import { AFTER_FIRST_PAINT_ID, FIRST_SCREEN_PAINTED, HELD_BY_BOOT, HELD_PICTURE_KEY } from './boot-handoff.ts';
import { requestCode } from './request-code.ts';

// Inline, the boot script is a module script, which has no currentScript (scripts/build/inline-boot.ts).
const script = (document.currentScript ?? document.querySelector('script[data-entry]')) as HTMLScriptElement | null;

/** The longest the code waits for the first screen (a stalled hero picture, a paint never reported). */
const SAFETY_NET_MS = 4000;

function holdButtonClicks(codeRequested: Promise<void>): void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_BY_BOOT) : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  document.addEventListener('click', hold, true);
  window.__taleweaveBoot = {
    takeHeldClicks() {
      document.removeEventListener('click', hold, true);
      return held.splice(0);
    },
    codeRequested,
  };
}

/** Resolves once the browser has presented the page's first contentful frame (at once where it cannot tell). */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the first screen is on screen: the first contentful frame presented, the hero
 * picture loaded (or failed), the fonts settled, and a frame drawn with them (one animation frame
 * later, the frame before is presented). A hidden tab paints nothing, and the shell page (an empty
 * root the app renders into) has nothing to paint without the code, so neither waits.
 */
function firstScreenPainted(): Promise<void> {
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.firstElementChild) return Promise.resolve();
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const heroSettled = new Promise<void>((resolve) => {
    if (!hero || hero.complete) return resolve();
    hero.addEventListener('load', () => resolve(), { once: true });
    hero.addEventListener('error', () => resolve(), { once: true });
  });
  // document.fonts is read only after the first paint: read earlier, it forces style and layout
  // inside this script, work the browser would otherwise do in its own rendering step.
  return firstContentfulPaint()
    .then(() => Promise.all([heroSettled, document.fonts?.ready]))
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * Puts the links no first screen needs (the favicon, the web app manifest) in the head, each in
 * place of any link of the same kind there (the empty icon standing in for the favicon).
 */
function linkAfterFirstPaint(): void {
  const held = document.getElementById(AFTER_FIRST_PAINT_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  for (const link of held.content.querySelectorAll('link')) {
    document.head.querySelectorAll(`link[rel="${link.rel}"]`).forEach((standIn) => standIn.remove());
  }
  held.replaceWith(held.content);
}

/**
 * Puts in place the pictures held back from the first screen (the logo, the carousel's cards under
 * the landing hero, pictures within the browser's lazy-loading distance): on a slow phone's few
 * connections they no longer share the bandwidth with the stylesheet, the fonts and the hero (issue 9).
 * The prerender writes each inside a `<noscript data-held>`, which a browser running scripts keeps
 * as text: parsed here, its picture takes the `<noscript>`'s place.
 */
function showHeldPictures(): void {
  for (const held of document.querySelectorAll(`noscript[data-${HELD_PICTURE_KEY}]`)) {
    const parsed = document.createElement('template');
    parsed.innerHTML = held.textContent ?? '';
    held.replaceWith(parsed.content);
  }
}

// Whatever a browser reports or withholds, the page goes live: at the latest after SAFETY_NET_MS.
const firstScreen = Promise.race([firstScreenPainted(), new Promise<void>((resolve) => setTimeout(resolve, SAFETY_NET_MS))]);
// Before the code is asked for (the callbacks run in this order), so the page hydrates over pictures in place.
void firstScreen.then(showHeldPictures);
void firstScreen.then(() => document.documentElement.setAttribute(FIRST_SCREEN_PAINTED, ''));
// In a task of their own: the manifest's and the icon's requests joined the entry's in one long task.
void firstScreen.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(linkAfterFirstPaint);
const entry = script?.dataset.entry;
if (entry) {
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  holdButtonClicks(firstScreen.then(() => requestCode(entry, preloads)));
}
