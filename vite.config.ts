import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { ASSET_GLOBS, precacheGlobs } from './scripts/build/worker-precache.ts';
import { loadContent } from './shared/content/load-content.ts';
import { paths } from './shared/config/paths.ts';
import { htmlFileOf } from './shared/routes/html-file.ts';

const site = JSON.parse(readFileSync(new URL('./content/site.json', import.meta.url), 'utf8')) as {
  brandName: string;
  tagline: string;
};

/**
 * One config for the client build, the SSR bundle used by the prerender (`--ssr`) and vitest.
 * The service worker is built from sw/sw.ts (injectManifest); scripts/build.ts regenerates it
 * after the prerender so its precache list includes the prerendered HTML (STACK.md).
 */
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: `${site.brandName}: ${site.tagline}`,
        short_name: site.brandName,
        description: 'Tailor-made luxury trips planned by a women-led team. Guides that work offline.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f7f1e8',
        theme_color: '#0f2a33',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The first worker is written before the prerender: only assets exist yet (scripts/build.ts).
        globPatterns: process.env.PRERENDERED ? precacheGlobs(loadContent()) : ASSET_GLOBS,
        globIgnores: ['**/node_modules/**', 'images/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  define: {
    // The same id in the client and SSR bundles: set by scripts/build.ts for a whole build.
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'dev'),
    // The worker's last resort (sw/cache-names.ts), from the route descriptions.
    __OFFLINE_PAGE__: JSON.stringify(`/${htmlFileOf(paths.offline.href())}`),
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  ssr: {
    // Bundle these into the SSR build so vanilla-extract class names and ESM-only packages resolve alike.
    noExternal: ['@vanilla-extract/css', '@vanilla-extract/recipes', '@vanilla-extract/sprinkles'],
  },
});
