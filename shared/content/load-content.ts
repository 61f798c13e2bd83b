import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { z } from 'zod';
import {
  blogSchema,
  chooserTileSchema,
  desireSchema,
  destinationCardSchema,
  destinationPageSchema,
  guideSchema,
  homeBlogSchema,
  homeSchema,
  imageCatalogSchema,
  itineraryExtrasSchema,
  itinerarySchema,
  policySchema,
  siteSchema,
  testimonialSchema,
} from '../schemas/index.ts';
import type { Blog, DestinationPage, Guide, Itinerary, Policy } from '../schemas/index.ts';
import { applySiteOverrides } from './site-overrides.ts';
import { ContentError } from './content-error.ts';

export { ContentError };

/** The project's content folder; CONTENT_DIR points elsewhere (tests use fixtures). */
export const defaultContentDir = resolve(import.meta.dirname, '../../content');


function readJson(file: string, root: string): unknown {
  if (!existsSync(file)) throw new ContentError(`${relative(root, file)}: file is missing`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${relative(root, file)}: not valid JSON (${(error as Error).message})`);
  }
}

function parseFile<S extends z.ZodType>(schema: S, file: string, root: string): z.infer<S> {
  const result = schema.safeParse(readJson(file, root));
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 10)
    .map((issue) => `  - ${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`)
    .join('\n');
  throw new ContentError(`${relative(root, file)} is invalid:\n${problems}`);
}

/** Parses every `<name>.json` in a folder, keyed by file name without extension. */
function parseFolder<S extends z.ZodType>(schema: S, dir: string, root: string): Map<string, z.infer<S>> {
  const entries = new Map<string, z.infer<S>>();
  if (!existsSync(dir)) return entries;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    entries.set(name.replace(/\.json$/, ''), parseFile(schema, join(dir, name), root));
  }
  return entries;
}

/** Everything under content/, parsed and validated. */
export function loadContent(contentDir = process.env.CONTENT_DIR ?? defaultContentDir, env = process.env) {
  const root = contentDir;
  const at = (...parts: string[]) => join(root, ...parts);

  const site = applySiteOverrides(parseFile(siteSchema, at('site.json'), root), env);
  const pages = parseFolder(destinationPageSchema, at('destination-pages'), root);
  const itinerariesByDestination = parseFolder(z.array(itinerarySchema), at('itineraries'), root);
  const blogsByDestination = parseFolder(z.array(blogSchema), at('blogs'), root);
  const guides = parseFolder(guideSchema, at('guides'), root);
  const policies = parseFolder(policySchema, at('policies'), root);
  const catalogParts = parseFolder(imageCatalogSchema, at('images', 'catalog'), root);

  const content = {
    site,
    home: parseFile(homeSchema, at('home.json'), root),
    destinationCards: parseFile(z.array(destinationCardSchema), at('destination-cards.json'), root),
    desires: parseFile(z.array(desireSchema), at('desires.json'), root),
    chooser: parseFile(z.array(chooserTileSchema), at('chooser.json'), root),
    testimonials: parseFile(z.array(testimonialSchema), at('testimonials.json'), root),
    homeBlogs: parseFile(z.array(homeBlogSchema), at('home-blogs.json'), root),
    itineraryExtras: parseFile(itineraryExtrasSchema, at('itinerary-extras.json'), root),
    destinationPages: new Map<string, DestinationPage>([...pages].map(([, p]) => [p.pageIdentifier, p])),
    itineraries: [...itinerariesByDestination.values()].flat() as Itinerary[],
    blogs: [...blogsByDestination.values()].flat() as Blog[],
    guides: new Map<string, Guide>([...guides].map(([, g]) => [g.slug, g])),
    policies: new Map<string, Policy>([...policies].map(([, p]) => [p.slug, p])),
    imageCatalog: Object.assign({}, ...catalogParts.values()) as z.infer<typeof imageCatalogSchema>,
  };
  checkFileNames(pages, itinerariesByDestination, blogsByDestination);
  return content;
}
export type Content = ReturnType<typeof loadContent>;

/** A destination's file must hold that destination's records, or the API would serve them under the wrong slug. */
function checkFileNames(
  pages: Map<string, DestinationPage>,
  itineraries: Map<string, Itinerary[]>,
  blogs: Map<string, Blog[]>,
) {
  for (const [file, page] of pages) {
    if (page.pageIdentifier !== file) {
      throw new ContentError(`destination-pages/${file}.json: pageIdentifier is "${page.pageIdentifier}", expected "${file}"`);
    }
  }
  for (const [folder, map] of [['itineraries', itineraries], ['blogs', blogs]] as const) {
    for (const [file, list] of map) {
      const wrong = list.find((item) => item.destination !== file);
      if (wrong) throw new ContentError(`${folder}/${file}.json: an entry has destination "${wrong.destination}", expected "${file}"`);
    }
  }
}
