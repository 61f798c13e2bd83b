// @vitest-environment jsdom
import { render } from '../src/entry-server.tsx';
import { home } from '../src/lib/content.ts';
import { routerHydrationState, type PageData } from '../src/app/page-data.ts';

/** The HTML the prerender writes: what a visitor without JavaScript and a search engine receive. */
function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('prerendered pages', () => {
  it('/home carries every FAQ answer and has no duplicate ids', async () => {
    const page = await render('/home');
    for (const item of home.faqs) expect(page.html).toContain(escapeHtml(item.answer));
    const all = ids(page.html);
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
    expect(page.seo).toMatchObject({ canonicalPath: '/' });
  });

  it.each(['/privacy-policy', '/enquire', '/about-us', '/testimonials', '/offline', '/home-blog/dubai-stress-free'])(
    '%s renders one h1 and no duplicate ids',
    async (path) => {
      const page = await render(path);
      expect(page.status).toBe(200);
      expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1);
      const all = ids(page.html);
      expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
    },
  );

  it('an unknown path answers 404 with the not-found page', async () => {
    const page = await render('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.seo?.notFound).toBe(true);
  });

  it.each([
    ['/destinations/europe/deep-dive', 'The page went on vacation before you — we’ll bring it back soon', ['Browse destinations', 'Search the site', 'Back to home']],
    ['/home-blog/no-such-post', 'Blog Post Not Found', ['← Back to Home', 'Browse destinations', 'Search the site']],
  ])('%s is a 404 with the header, the footer, the spec text and ways on', async (path, heading, links) => {
    const page = await render(path);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<header');
    expect(page.html).toContain('id="site-footer"');
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(heading).replace(/'/g, '&#x27;')}</h1>`));
    const waysOn = /<nav aria-label="Ways on"[^>]*>(.*?)<\/nav>/.exec(page.html)?.[1] ?? '';
    expect([...waysOn.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!.replace('&#x27;', "'"))).toEqual(links.map(escapeHtml));
  });

  it("a destination page embeds its loaders' data for the router, and no empty action data or errors", async () => {
    const page = await render('/destinations/bali');
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page.dataScript)![1]!) as PageData;
    expect(data.router).toEqual({ loaderData: { destination: { notFound: false } } });
  });
});

describe('routerHydrationState', () => {
  it('keeps action data and errors when there are any', () => {
    const errors = { destination: { status: 500 } };
    expect(routerHydrationState({ loaderData: {}, actionData: { sent: true }, errors })).toEqual({ loaderData: {}, actionData: { sent: true }, errors });
    expect(routerHydrationState({ loaderData: { root: null }, actionData: null, errors: null })).toEqual({ loaderData: { root: null } });
  });
});
