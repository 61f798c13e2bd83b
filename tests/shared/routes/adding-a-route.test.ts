import { createStaticHandler } from 'react-router';
import { loadContent } from '../../../shared/content/load-content.ts';
import { describeRoute } from '../../../shared/routes/route-description.ts';
import { SITE_ROUTES } from '../../../shared/routes/site-routes.ts';
import { isAppRoute, prerenderUrls, sitemapUrls } from '../../../shared/routes/route-lists.ts';
import { createRoutes } from '../../../src/app/route-table.tsx';
import { createQueryClient } from '../../../src/lib/query-client.ts';
import { precacheGlobs } from '../../../scripts/build/worker-precache.ts';

const content = loadContent();

/** A route added in one place: a journal with one page per home blog, saved for offline reading. */
const journal = describeRoute(
  {
    id: 'journal',
    pattern: '/journal/:entry',
    module: 'testimonials.tsx',
    pages: (c) => c.homeBlogs.map((blog) => ({ entry: blog.slug })),
    prerender: true,
    precache: true,
    sitemap: true,
    indexable: true,
  },
  (to) => (entry: string) => to({ entry }),
);
const routes = [...SITE_ROUTES.slice(0, -1), journal, SITE_ROUTES.at(-1)!];
const entry = content.homeBlogs[0]!.slug;

describe('a route added to the route descriptions', () => {
  it('is served by the router with its screen module', async () => {
    const handler = createStaticHandler(createRoutes(createQueryClient(), routes));
    const context = await handler.query(new Request(`http://site.test${journal.href(entry)}`));
    if (context instanceof Response) throw new Error('unexpected redirect');
    expect(context.statusCode).toBe(200);
    expect(context.matches.at(-1)?.route.id).toBe('journal');
  });

  it('is prerendered, listed in the sitemap and precached by the worker', () => {
    expect(prerenderUrls(content, routes)).toContain(`/journal/${entry}`);
    expect(sitemapUrls(content, routes)).toContain(`/journal/${entry}`);
    expect(precacheGlobs(content, routes)).toContain(`journal/${entry}/index.html`);
    expect(prerenderUrls(content)).not.toContain(`/journal/${entry}`);
  });

  it('is answered by the server with the shell for an entry the build did not know', () => {
    expect(isAppRoute('/journal/a-new-entry', routes)).toBe(true);
    expect(isAppRoute('/journal/a-new-entry')).toBe(false);
  });
});
