/**
 * The client's content: virtual modules built from content/ by the same loader the server uses
 * (validated by the schemas, SITE_* overrides applied). No generate step, no unchecked casts: a
 * fresh clone typechecks, tests and builds from content/ alone. Declarations: src/content-modules.d.ts.
 */
import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { defaultContentDir, loadContent } from '../../shared/content/load-content.ts';
import { describeImages } from '@taleweave/images';

const PREFIX = 'virtual:content/';

/** The module ids, by what they hold. Guides, policies and the home blogs' bodies are each a chunk of their own. */
export const CONTENT_MODULES = {
  site: `${PREFIX}site`,
  home: `${PREFIX}home`,
  homeBlogs: `${PREFIX}home-blogs`,
  guides: `${PREFIX}guides`,
  policies: `${PREFIX}policies`,
  itineraryExtras: `${PREFIX}itinerary-extras`,
  images: `${PREFIX}images`,
} as const;

const data = (value: unknown) => `export default ${JSON.stringify(value)};\n`;

/** `{ slug: () => import('virtual:content/<kind>/<slug>') }`: one lazily loaded chunk per entry. */
const loaders = (kind: string, slugs: Iterable<string>) =>
  `export default {\n${[...slugs].map((slug) => `  ${JSON.stringify(slug)}: () => import(${JSON.stringify(`${PREFIX}${kind}/${slug}`)}),`).join('\n')}\n};\n`;

/** Every content module's source, by id. */
export async function contentModuleSources(contentDir: string, env: NodeJS.ProcessEnv): Promise<Map<string, string>> {
  const content = loadContent(contentDir, env);
  const teasers = content.homeBlogs.map(({ content: _body, ...teaser }) => teaser);
  const home = { home: content.home, destinationCards: content.destinationCards, desires: content.desires, chooserTiles: content.chooser, testimonials: content.testimonials, homeBlogTeasers: teasers };
  const sources = new Map<string, string>([
    [CONTENT_MODULES.site, data(content.site)],
    [CONTENT_MODULES.home, Object.entries(home).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`).join('')],
    [CONTENT_MODULES.homeBlogs, data(content.homeBlogs)],
    [CONTENT_MODULES.guides, loaders('guides', content.guides.keys())],
    [CONTENT_MODULES.policies, loaders('policies', content.policies.keys())],
    [CONTENT_MODULES.itineraryExtras, data(content.itineraryExtras)],
    [CONTENT_MODULES.images, data(await describeImages(content.imageCatalog, join(contentDir, 'images')))],
  ]);
  for (const [slug, guide] of content.guides) sources.set(`${PREFIX}guides/${slug}`, data(guide));
  for (const [slug, policy] of content.policies) sources.set(`${PREFIX}policies/${slug}`, data(policy));
  return sources;
}

export interface ContentModulesOptions {
  /** Defaults to content/ (CONTENT_DIR points elsewhere, as for the server). */
  contentDir?: string;
  /** Where the SITE_* overrides are read; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

/** Serves the content modules; in development an edit under content/ reloads the page with the new content. */
export function contentModules(options: ContentModulesOptions = {}): Plugin {
  const contentDir = resolve(options.contentDir ?? process.env.CONTENT_DIR ?? defaultContentDir);
  let sources: Promise<Map<string, string>> | undefined;
  const reload = (server: ViteDevServer) => {
    sources = undefined;
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith(`\0${PREFIX}`)) server.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'content-modules',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      sources ??= contentModuleSources(contentDir, options.env ?? process.env);
      const source = (await sources).get(id.slice(1));
      if (source === undefined) this.error(`${id.slice(1)}: no such content module`);
      return source;
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, file) => {
        if (resolve(file).startsWith(contentDir)) reload(server);
      });
    },
  };
}
