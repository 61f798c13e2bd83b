import type { Plugin } from 'vite';
import { defaultContentDir, loadContent } from '../../shared/content/load-content.ts';
import { buildSearchIndex } from '../../shared/search/build-search-index.ts';

const MODULE_ID = 'virtual:search-index-url';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the dev server answers with the index (the build emits a hashed file instead). */
const DEV_URL = '/@search-index.json';

/**
 * `import indexUrl from 'virtual:search-index-url'`: the URL of the site search index, built from
 * content/ when the client bundle is built and emitted as a hashed asset (assets/search-index-<hash>.json,
 * cached for a year, precached by the worker). The SSR bundle never fetches it and gets an empty URL.
 */
export function searchIndexPlugin(): Plugin {
  let json: string | undefined;
  const indexJson = () => (json ??= buildSearchIndex(loadContent()));
  const contentDir = process.env.CONTENT_DIR ?? defaultContentDir;
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'search-index',
    configResolved(config) {
      command = config.command;
    },
    resolveId(source) {
      return source === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (options?.ssr) return 'export default "";';
      if (command === 'serve') return `export default ${JSON.stringify(DEV_URL)};`;
      const ref = this.emitFile({ type: 'asset', name: 'search-index.json', source: indexJson() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      // An edited content file is searchable at the next request.
      server.watcher.on('change', (file) => {
        if (file.startsWith(contentDir)) json = undefined;
      });
      server.middlewares.use(DEV_URL, (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(indexJson());
      });
    },
  };
}
