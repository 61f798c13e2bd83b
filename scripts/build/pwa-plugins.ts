import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions, type VitePluginPWAAPI } from 'vite-plugin-pwa';
import type { Site } from '../../shared/schemas/index.ts';
import { paths } from '../../shared/config/paths.ts';
import { SCREENSHOTS } from '@taleweave/images';

export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/** The install icons (written by the image pipeline from the brand logo). */
export const MANIFEST_ICONS: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The manifest (issue 7): a stable `id` (the app stays one app whatever start_url becomes), shortcuts
 * to the places travellers return to, and narrow and wide screenshots with categories, so Chromium
 * shows its richer install dialog.
 */
export function webAppManifest(site: Site): Partial<ManifestOptions> {
  return {
    id: '/',
    name: `${site.brandName}: ${site.tagline}`,
    short_name: site.brandName,
    description: 'Tailor-made luxury trips planned by a women-led team. Guides that work offline.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f7f1e8',
    theme_color: '#0f2a33',
    icons: MANIFEST_ICONS,
    categories: ['travel', 'lifestyle'],
    shortcuts: [
      { name: 'Destinations', short_name: 'Destinations', url: paths.destinations.href(), description: 'Every destination we plan' },
      { name: 'Saved trips', short_name: 'Saved', url: paths.savedTrips.href(), description: 'Trips kept on this device for reading offline' },
      { name: 'Enquire', short_name: 'Enquire', url: paths.enquire.href(), description: 'Tell us about your trip' },
    ].map((shortcut) => ({ ...shortcut, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] })),
    screenshots: SCREENSHOTS.map((shot) => ({
      src: `/screenshots/${shot.file}`,
      sizes: `${shot.width}x${shot.height}`,
      type: 'image/png',
      form_factor: shot.formFactor,
      label: shot.label,
    })),
  };
}

/**
 * vite-plugin-pwa for the web app manifest and `virtual:pwa-register/react`, without its worker
 * step. The plugin builds the worker when the client bundle closes, before the prerender has
 * written the pages the worker must precache, and has no option to defer it (vite-plugin-pwa
 * issues #258, #834: SSG integrations run it a second time). So its build plugin is left out, the
 * manifest is emitted through the plugin's own API, and the worker is built once, after the
 * prerender (scripts/build/service-worker.ts).
 */
export function pwaPlugins(site: Site): Plugin[] {
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: WEB_MANIFEST_FILE,
    manifest: webAppManifest(site),
  });
  const main = plugins.find((plugin) => plugin.name === 'vite-plugin-pwa') as Plugin & { api: VitePluginPWAAPI };
  const webManifest: Plugin = {
    name: 'web-app-manifest',
    apply: 'build',
    // The left-out build plugin also linked the manifest: exactly one <link rel="manifest"> per page (issue 7).
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', `${main.api.webManifestData()?.toLinkTag() ?? ''}</head>`),
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer === 'client') main.api.generateBundle(bundle, this);
    },
  };
  return [...plugins.filter((plugin) => plugin.name !== 'vite-plugin-pwa:build'), webManifest];
}
