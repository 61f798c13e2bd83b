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

/** Where the app keeps the small modules many routes share (the `shared` chunk below). */
const SMALL_SHARED_MODULES = /[\\/]src[\\/](lib|hooks|styles|components)[\\/]|[\\/]shared[\\/](config|routes)[\\/]/;

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
  const site = siteSchema.parse(JSON.parse(readFileSync(new URL('./content/site.json', import.meta.url), 'utf8')));
  return {
    plugins: [siteFontsPlugin(), contentModules(), vanillaExtractPlugin(), react(), searchIndexPlugin(), pwaPlugins(site)],
    define: { __BUILD_ID__: JSON.stringify(buildId), __DATA_SHAPE__: JSON.stringify(dataShapeHash()) },
    build: {
      manifest: true,
      target: 'es2022',
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
              // React, ReactDOM, the router and TanStack Query run on every page: one chunk the entry
              // preloads instead of eight small shared chunks, each its own modulepreload (issue 9).
              { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/, priority: 1 },
              // The app's small shared pieces (helpers, hooks, styles, layout components, config: each
              // under 3 KB, used by two routes or more) in one chunk rather than one chunk per set of
              // routes sharing them. A page asked for 22-39 files, most under 2 KiB; now 6-13. On slow
              // 4G at 4x CPU the Bali page was interactive after 5.5 s instead of 7.7 s (issue 9).
              { name: 'shared', test: SMALL_SHARED_MODULES, minShareCount: 2, maxModuleSize: 3000 },
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
