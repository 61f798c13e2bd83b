import { readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { siteSchema } from './shared/schemas/index.ts';
import { contentModules } from './scripts/build/content-modules.ts';
import { pwaPlugins } from './scripts/build/pwa-plugins.ts';
import { searchIndexPlugin } from './scripts/build/search-index-plugin.ts';
import { dataShapeHash } from './scripts/build/data-shape.ts';
import { siteFontsPlugin } from './scripts/build/fonts/site-fonts-plugin.ts';
import { landingModules } from './scripts/build/landing-modules.ts';
import { compileHintsPlugin } from './scripts/build/compile-hints.ts';

/** React, ReactDOM, and TanStack Query's online state, which the landing page uses without the rest of it. */
const REACT_AND_ONLINE_STATE = /node_modules[\\/](react|react-dom|scheduler)[\\/]|query-core[\\/]build[\\/]modern[\\/](onlineManager|subscribable)\.js/;

/** Where the app keeps the small modules many routes share (the `shared` chunks below); shared/content/ gives the client only theme-slug.ts. */
const SHARED_MODULES = /[\\/]src[\\/](lib|hooks|styles|components)[\\/]|[\\/]shared[\\/](config|routes|content)[\\/]/;
/** What every page hydrates with besides: its frame and the features in it (search, install, enquiries). */
const FRAME_MODULES = /[\\/]src[\\/](features[\\/](pwa|search|enquiry)[\\/]|app[\\/](site-frame|hydrated))/;
/** A feature's folder, `src/features/<feature>/`. */
const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
/** The sections a destination page shares with the home page's later ones and other routes: FAQs, testimonials, blog cards. */
const PAGE_SECTIONS = /[\\/]src[\\/](components[\\/](faq|testimonials)[\\/](faq|testimonials)\.tsx$|features[\\/]blogs[\\/](components[\\/]blog-cards|api[\\/]blog-keys))/;

export interface SiteConfigOptions {
  /**
   * Identifies one build; the client and SSR bundles of a build get the same id (scripts/build.ts
   * passes it to both). Persisted data is versioned by its shape instead (__DATA_SHAPE__).
   */
  buildId?: string;
}

/**
 * One config for the client bundle, the SSR bundle the prerender uses, the dev server and vitest.
 * The service worker is not built here: scripts/build/service-worker.ts builds it after the prerender.
 */
export function siteConfig({ buildId = 'dev' }: SiteConfigOptions = {}): UserConfig {
  const landing = landingModules();
  /** `feature-<name>` for a module of src/features/<name>/ the landing page does not hydrate with. */
  const featureChunk = (id: string) => {
    const feature = FEATURE.exec(id)?.[1];
    return feature && !landing.has(id) ? `feature-${feature}` : null;
  };
  const site = siteSchema.parse(JSON.parse(readFileSync(new URL('./content/site.json', import.meta.url), 'utf8')));
  return {
    plugins: [landing.plugin, siteFontsPlugin(), contentModules(), vanillaExtractPlugin(), react(), searchIndexPlugin(), pwaPlugins(site), compileHintsPlugin()],
    define: { __BUILD_ID__: JSON.stringify(buildId), __DATA_SHAPE__: JSON.stringify(dataShapeHash()) },
    build: {
      manifest: true,
      target: 'es2022',
      // The boot script asks for every module a page needs (src/boot/boot.ts); browsers without
      // modulepreload still load them through the imports, so the polyfill is 1 KiB for nothing.
      modulePreload: { polyfill: false },
      sourcemap: false,
      // One stylesheet for every page (≈ 16 KiB brotli, cached once) instead of one per chunk: the
      // first paint waits for one CSS request, not eight (issue 9).
      cssCodeSplit: false,
      // The ₹ font files are about 1 KiB: inlined, they would weigh on the stylesheet every page waits for.
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // React and ReactDOM run on every page: one chunk (issue 9).
              { name: 'react', test: REACT_AND_ONLINE_STATE, priority: 2 },
              // The router and TanStack Query: every page but the landing page, which hydrates without
              // them and loads them when the traveller leaves it (src/app/landing/).
              { name: 'router', test: /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/, priority: 1 },
              // The app's small shared pieces (helpers, hooks, styles, layout components, config: each
              // under 3 KB, used by two routes or more) in two chunks, the landing page's and the other
              // pages', rather than one chunk per set of routes sharing them: a page asked for 22-39
              // files, most under 2 KiB; now 6-16 (issue 9).
              { name: 'shared', test: (id) => (SHARED_MODULES.test(id) || FRAME_MODULES.test(id)) && landing.has(id) },
              { name: 'shared-pages', test: (id) => SHARED_MODULES.test(id) && !landing.has(id), minShareCount: 2, maxModuleSize: 3000 },
              // What several routes share of the features, one chunk per feature (and one for the sections a
              // destination page shares with the home page's later ones) rather than one per set of routes
              // sharing each module, most of 0.1-3 KiB brotli, each a request and a preload task of its own:
              // a destination page asked for 15 script files, an itinerary 14 and the enquiry page 12; now
              // 10, 11 and 10 (issue 9). A route may load up to about 1 KiB of its feature it does not run.
              { name: 'page-sections', test: (id) => PAGE_SECTIONS.test(id) && !landing.has(id), minShareCount: 2 },
              { name: featureChunk, minShareCount: 2 },
            ],
          },
        },
      },
    },
    ssr: {
      // Bundle these into the SSR build so vanilla-extract class names and ESM-only packages resolve alike.
      noExternal: ['@vanilla-extract/css', '@vanilla-extract/recipes', '@vanilla-extract/sprinkles'],
    },
  };
}

export default defineConfig(siteConfig());
