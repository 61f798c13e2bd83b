import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import site from 'virtual:content/site';
import { homeBlogTeasers } from 'virtual:content/home';
import { defaultContentDir, loadContent } from '../../../shared/content/load-content.ts';
import { DEEP_DIVE_SLUGS, POLICY_SLUGS } from '../../../shared/config/constants.ts';
import { CONTENT_MODULES, contentModuleSources } from '../../../scripts/build/content-modules.ts';

/** Runs one module's source as the bundle would (only modules without imports). */
async function evaluate(source: string | undefined): Promise<Record<string, unknown>> {
  if (source === undefined) throw new Error('no such module');
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
}

describe('content modules', () => {
  it('give the app the validated content (the plugin runs in tests as in the build)', () => {
    expect(site).toEqual(loadContent(defaultContentDir, process.env).site);
    expect(homeBlogTeasers).toHaveLength(4);
  });

  it('apply the SITE_* overrides to the site', async () => {
    const sources = await contentModuleSources(defaultContentDir, { SITE_EMAIL: 'planner@agency.example', SITE_CHAT_NUMBER: '919811122233' });
    const { default: overridden } = await evaluate(sources.get(CONTENT_MODULES.site));
    expect(overridden).toMatchObject({ email: 'planner@agency.example', chatNumber: '919811122233' });
  });

  it('give the home page teasers without bodies, and each guide, policy and the blog bodies a module of its own', async () => {
    const sources = await contentModuleSources(defaultContentDir, {});
    const home = await evaluate(sources.get(CONTENT_MODULES.home));
    for (const teaser of home.homeBlogTeasers as object[]) expect(teaser).not.toHaveProperty('content');
    expect(sources.get(CONTENT_MODULES.home)).not.toContain('<p>');
    for (const slug of DEEP_DIVE_SLUGS) expect(sources.has(`virtual:content/guides/${slug}`), slug).toBe(true);
    for (const slug of POLICY_SLUGS) expect(sources.has(`virtual:content/policies/${slug}`), slug).toBe(true);
    const { default: blogs } = await evaluate(sources.get(CONTENT_MODULES.homeBlogs));
    expect((blogs as Array<{ content: string }>).every((blog) => blog.content.length > 0)).toBe(true);
  });

  it('stop with the file and the field when a content file is invalid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      cpSync(defaultContentDir, dir, { recursive: true });
      const file = join(dir, 'site.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), email: 'not an address' }));
      await expect(contentModuleSources(dir, {})).rejects.toThrow(/site\.json is invalid:\n {2}- email: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
