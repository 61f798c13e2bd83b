/** Reads and merges content/images/catalog/*.json, the way the content loader does. */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { imageCatalogSchema, imageIdSchema, type ImageCatalog } from './schema.ts';

/** Content the pipeline cannot use (a catalog fragment, a photo); the message names the file and the problem. */
export class ImageInputError extends Error {
  override name = 'ImageInputError';
}

function parseFragment(file: string): ImageCatalog {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ImageInputError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const result = imageCatalogSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 10).map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new ImageInputError(`${file} is invalid:\n${problems.join('\n')}`);
  }
  // ids become file paths under public/images, so they must be plain image ids
  for (const id of Object.keys(result.data)) {
    if (!imageIdSchema.safeParse(id).success) throw new ImageInputError(`${file}: "${id}" is not an image id (lower-case words, dashes, slashes)`);
  }
  return result.data;
}

/** Every fragment in name order, merged with later files winning (Object.assign). */
export function readCatalog(catalogDir: string): ImageCatalog {
  if (!existsSync(catalogDir)) return {};
  const names = readdirSync(catalogDir).filter((name) => name.endsWith('.json')).sort();
  return Object.assign({}, ...names.map((name) => parseFragment(join(catalogDir, name)))) as ImageCatalog;
}
