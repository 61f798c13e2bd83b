/**
 * Writes src/generated/site.json (content/site.json with the SITE_* environment overrides applied;
 * the server applies the same overrides when it loads content) and home-blog-teasers.json (the home
 * blogs without their bodies), for the client bundle.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { homeBlogSchema, siteSchema } from '../shared/schemas/index.ts';
import { applySiteOverrides } from '../shared/content/site-overrides.ts';
import { defaultContentDir } from '../shared/content/load-content.ts';

const out = resolve(import.meta.dirname, '../src/generated/site.json');
try {
  const parsed = siteSchema.safeParse(JSON.parse(readFileSync(resolve(defaultContentDir, 'site.json'), 'utf8')));
  if (!parsed.success) throw new Error(`content/site.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const site = applySiteOverrides(parsed.data, process.env);
  mkdirSync(resolve(out, '..'), { recursive: true });
  writeFileSync(out, `${JSON.stringify(site, null, 2)}\n`);
  // The home page only needs the teasers; a post's body is loaded with its own page.
  const blogs = z.array(homeBlogSchema).safeParse(JSON.parse(readFileSync(resolve(defaultContentDir, 'home-blogs.json'), 'utf8')));
  if (!blogs.success) throw new Error(`content/home-blogs.json is invalid: ${blogs.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const teasers = blogs.data.map(({ content: _body, ...teaser }) => teaser);
  writeFileSync(resolve(out, '../home-blog-teasers.json'), `${JSON.stringify(teasers, null, 2)}\n`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
