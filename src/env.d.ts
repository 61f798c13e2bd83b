/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** Set by vite.config.ts: identifies the build, so caches of an older build are discarded. */
declare const __BUILD_ID__: string;

/** scripts/build/search-index-plugin.ts: the URL of the site search index (a hashed asset in the build). */
declare module 'virtual:search-index-url' {
  const url: string;
  export default url;
}
