/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** Set by vite.config.ts: identifies the build. */
declare const __BUILD_ID__: string;
/** Set by vite.config.ts: hash of the persisted data's shape, the persisted query cache's version (issue 7). */
declare const __DATA_SHAPE__: string;

/** scripts/build/search-index-plugin.ts: the URL of the site search index (a hashed asset in the build). */
declare module 'virtual:search-index-url' {
  const url: string;
  export default url;
}
