import '../shared/schemas/zod-config.ts'; // before any schema is built (CSP: no eval)
import { onlineManager } from '@tanstack/react-query';
import './styles/fonts.css';
import './styles/global.css.ts';
import { pageOutbox } from './features/enquiry/outbox/page-outbox.ts';
import { watchConnectivity } from './features/pwa/watch-connectivity.ts';
import { watchInstall } from './features/pwa/watch-install.ts';
import { readPageData, samePath } from './app/page-data.ts';
import { holdEarlyClicks, takeBootClicks } from './app/hold-early-clicks.ts';
import { keepEarlyWords } from './lib/early-words.ts';
import { addImageMetadata, loadAllImageMetadata } from './lib/images.ts';
import { whenIdle } from './lib/when-idle.ts';
import { allowSmoothScrolling } from './lib/smooth-scroll.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { paths } from '../shared/config/paths.ts';

async function start() {
  // Before anything can replace or leave the prerendered page: nothing typed into a form is lost.
  keepEarlyWords();
  // The modules' own evaluation is one task; reading the page, loading its code, hydrating and starting
  // the outbox each get tasks of their own (issue 9).
  await yieldToMain();
  // STACK.md: TanStack Query starts "online" whatever the browser says; a page opened offline must know.
  onlineManager.setOnline(navigator.onLine);
  const container = document.getElementById('root')!;
  // The worker may answer a navigation with a page saved for another URL (the offline page, or a
  // page of an older build replaced by the shell): such markup is not this page's, so it is not hydrated.
  const embedded = readPageData();
  const pageData = embedded && samePath(embedded.path, window.location.pathname) ? embedded : null;
  if (!pageData) container.replaceChildren();
  const prerendered = Boolean(pageData && container.firstElementChild);
  if (!prerendered) takeBootClicks();
  const earlyClicks = prerendered ? holdEarlyClicks() : { replay() {} };
  // The page's own image metadata now; the rest of the site's when idle (or at once on the shell page).
  if (pageData?.images) addImageMetadata(pageData.images);
  if (pageData) whenIdle(() => void loadAllImageMetadata());
  else void loadAllImageMetadata();

  await yieldToMain();
  await window.__taleweaveBoot?.codeRequested;
  await yieldToMain(); // not in the boot script's last task
  // The prerendered landing page hydrates without the router (app/landing/); every other page, and
  // the landing page rendered from the shell, is the routed site. The prerender names each page's
  // modules to the boot script, so these imports are already on their way.
  if (prerendered && pageData?.path === paths.landing.href()) {
    (await import('./app/landing/start-landing.tsx')).startLanding(container, earlyClicks.replay);
  } else {
    await (await import('./app/start-site.tsx')).startSite({ container, pageData, prerendered, onHydrated: earlyClicks.replay });
  }

  await yieldToMain();
  pageOutbox().start(); // sends what the outbox holds now, and whenever the connection returns
  allowSmoothScrolling(); // the page has opened at its fragment, if it names one
  // The service worker is registered by the update prompt once the page has hydrated (site-frame.tsx),
  // so Chromium's install prompt cannot come before these listeners.
  watchConnectivity();
  watchInstall();
}

void start();
