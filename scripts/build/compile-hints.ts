import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that opens with this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main
 * thread the first time it is called.
 *
 * Hydrating a page calls most of the code it loads at start, and on this project's test machine the
 * main thread spent 145-170 ms at 1× CPU compiling it function by function, a good part of each long
 * task after the first paint (traced on a destination page: 169 ms without hints, 39 ms with them on
 * the chunks below; issue 9). Code loaded later (a section when seen, a dialog when opened, the
 * sanitiser and the worker's helper when idle) runs a smaller share of its functions, so it keeps
 * V8's lazy compilation.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks a page hydrates with (vite.config.ts names them): Rolldown's runtime, React and ReactDOM,
 * the router and TanStack Query, the app's shared pieces, and what starts the site or the landing page.
 */
const HYDRATION_CHUNKS = new Set(['rolldown-runtime', 'react', 'router', 'shared', 'shared-pages', 'start-site', 'start-landing', 'landing-page', 'home-page']);
/** Each route's screen, loaded before a prerendered page hydrates (src/app/start-site.tsx). */
const ROUTE_SCREEN = /[\\/]src[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;

export interface ChunkFacts {
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** Whether a page hydrates with the chunk: its entry, one of the chunks above, or a route's screen. */
export function hydratesWith(chunk: ChunkFacts): boolean {
  return chunk.isEntry || HYDRATION_CHUNKS.has(chunk.name) || ROUTE_SCREEN.test(chunk.facadeModuleId ?? '');
}

/** Vite's list of a chunk's preload dependencies, which it puts above Rolldown's output. */
const VITE_MAP_DEPS = /^const __vite__mapDeps=[^\n]*\n/;

/**
 * The chunk's code with the hint on its first line, where V8 looks for it: Vite writes its preload
 * list above the banner Rolldown added. A chunk without the hint loses the empty line its empty banner left.
 */
export function hintOnFirstLine(code: string): string {
  const line = `${COMPILE_HINT}\n`;
  const mapDeps = VITE_MAP_DEPS.exec(code)?.[0] ?? '';
  const rest = code.slice(mapDeps.length);
  if (rest.startsWith(line)) return line + mapDeps + rest.slice(line.length);
  if (rest.startsWith('\n')) return mapDeps + rest.slice(1);
  return code;
}

/**
 * The hint as Rolldown's `postBanner` (after minification, so the content hash in each file name
 * covers it), then moved to the first line once Vite has written its preload lists. Browser bundle only.
 */
export function compileHintsPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'compile-hints',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    outputOptions(options) {
      return ssr ? null : { ...options, postBanner: (chunk: ChunkFacts) => (hydratesWith(chunk) ? COMPILE_HINT : '') };
    },
    generateBundle: {
      // After Vite's own generateBundle, which writes the preload lists.
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        for (const output of Object.values(bundle)) if (output.type === 'chunk') output.code = hintOnFirstLine(output.code);
      },
    },
  };
}
