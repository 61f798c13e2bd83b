/**
 * The flags every Chromium the project drives is launched with: the e2e tests (playwright.config.ts)
 * and the benchmarks (lighthouserc.json's `chromeFlags`, which must say the same; a unit test checks).
 *
 * The first eight keep a headless Chromium quiet and offline-safe on a CI machine. The last one stops
 * Chromium 156 from opening its own WebUI pages in every new window: the omnibox popup and its
 * "AI mode" variant (chrome://omnibox-popup.top-chrome), preloaded at once in two renderers of their
 * own. Each test's browser context is a new window, and on a 2-core machine those renderers took
 * ~0.5 s of CPU per context while the page under test loaded: the page's main thread waited for a
 * core (tasks of 10–20 ms wall time held 2–3 ms of its own work), three context-and-load rounds took
 * 5.2 s instead of 3.8 s, and four e2e spec files 196 s instead of 151 s. Feature names Chromium
 * does not know are ignored, so an older or newer Chromium starts all the same.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
] as const;
