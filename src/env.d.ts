/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** Set by vite.config.ts: identifies the build, so caches of an older build are discarded. */
declare const __BUILD_ID__: string;
