import { test, expect } from '@playwright/test';
import sharp from 'sharp';
import { allRoutes, content } from './routes.ts';
import { fetchHead, type PageHead } from './head-of-pages.ts';
import { sitemapUrls } from '../shared/routes/route-lists.ts';

const siteUrlOf = async (request: import('@playwright/test').APIRequestContext) => {
  const robots = await (await request.get('/robots.txt', { headers: { 'accept-encoding': 'br' } })).text();
  return new URL(/^Sitemap: (.+)$/m.exec(robots)![1]!).origin;
};

test.describe('what search engines and link previews read', () => {
  let heads: PageHead[];
  test.beforeAll(async ({ request }) => {
    heads = [];
    for (const path of allRoutes) heads.push(await fetchHead(request, path));
  });

  test('robots.txt names the sitemap, which lists the indexable pages of the route table on the same origin', async ({ request }) => {
    const origin = await siteUrlOf(request);
    const res = await request.get('/sitemap.xml', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers()['content-type']).toMatch(/^application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.sort()).toEqual(sitemapUrls(content).map((url) => new URL(url, origin).href).sort());
  });

  test('every page has a unique title and description', () => {
    const indexed = heads.filter((head) => !head.noindex);
    for (const key of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      for (const head of indexed) {
        expect(head[key], `${head.path} ${key}`).not.toBe('');
        expect(seen.get(head[key]), `${head.path} has the ${key} of ${seen.get(head[key])}`).toBeUndefined();
        seen.set(head[key], head.path);
      }
    }
  });

  test('every canonical and og:url is absolute on the site origin; /home points at /', async ({ request }) => {
    const origin = await siteUrlOf(request);
    for (const head of heads) {
      const expected = new URL(head.path === '/home' ? '/' : head.path, origin).href;
      expect(head.canonical, head.path).toBe(expected);
      expect(head.meta('og:url'), head.path).toBe(expected);
    }
  });

  test('every page has Open Graph and Twitter card tags with a 1200×630 JPEG that the server serves', async ({ request }) => {
    const origin = await siteUrlOf(request);
    const checked = new Set<string>();
    for (const head of heads) {
      expect(head.meta('og:title'), head.path).toBe(head.title);
      expect(head.meta('og:description'), head.path).toBe(head.description);
      expect(head.meta('twitter:card'), head.path).toBe('summary_large_image');
      const image = head.meta('og:image')!;
      expect(head.meta('twitter:image'), head.path).toBe(image);
      expect(image.startsWith(`${origin}/social/`), `${head.path}: ${image}`).toBe(true);
      if (checked.has(image)) continue;
      checked.add(image);
      const res = await request.get(new URL(image).pathname);
      expect(res.headers()['content-type'], image).toBe('image/jpeg');
      const { width, height, format } = await sharp(await res.body()).metadata();
      expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    }
  });

  test('a destination, guide, itinerary and blog post preview their own picture; other pages the home one', () => {
    const bali = content.destinationPages.get('bali')!;
    const guide = [...content.guides.values()][0]!;
    const itinerary = content.itineraries[0]!;
    const blog = content.blogs[0]!;
    const homeBlog = content.homeBlogs[0]!;
    const pictureOf = (path: string) => new URL(heads.find((head) => head.path === path)!.meta('og:image')!).pathname;
    expect(pictureOf('/destinations/bali')).toBe(`/social/${bali.Page1.backgroundImageUrl}.jpg`);
    expect(pictureOf(`/destinations/${guide.slug}/deep-dive`)).toBe(`/social/${guide.heroImage}.jpg`);
    expect(pictureOf(`/itinerary/${itinerary._id}`)).toBe(`/social/${itinerary.images[0]}.jpg`);
    expect(pictureOf(`/blog/${blog._id}`)).toBe(`/social/${blog.image}.jpg`);
    expect(pictureOf(`/home-blog/${homeBlog.slug}`)).toBe(`/social/${homeBlog.blogImage}.jpg`);
    for (const path of ['/', '/destinations', '/enquire', '/about-us']) expect(pictureOf(path)).toBe(`/social/${content.site.heroImage}.jpg`);
  });

  test('each page type carries JSON-LD that parses, with the types and required properties of its content', () => {
    const typesOf = (path: string) => heads.find((head) => head.path === path)!.structuredData.map((node) => node['@type']);
    const nodeOf = (path: string, type: string) => heads.find((head) => head.path === path)!.structuredData.find((node) => node['@type'] === type)!;
    const itinerary = content.itineraries[0]!;
    const guide = [...content.guides.values()][0]!;
    expect(typesOf('/')).toEqual(['TravelAgency', 'FAQPage']);
    expect(typesOf('/destinations/bali')).toEqual(['TouristDestination', 'FAQPage', 'BreadcrumbList']);
    expect(typesOf(`/itinerary/${itinerary._id}`)).toEqual(['TouristTrip', 'BreadcrumbList']);
    expect(typesOf(`/destinations/${guide.slug}/deep-dive`)).toEqual(['Article', 'BreadcrumbList']);
    expect(typesOf(`/blog/${content.blogs[0]!._id}`)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(typesOf(`/home-blog/${content.homeBlogs[0]!.slug}`)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(typesOf('/search')).toEqual([]);
    expect(nodeOf('/', 'TravelAgency')).toMatchObject({ name: content.site.brandName, email: content.site.email });
    expect(nodeOf(`/itinerary/${itinerary._id}`, 'TouristTrip')).toMatchObject({ offers: { price: itinerary.price, priceCurrency: 'INR' } });
    for (const head of heads.filter((h) => !h.noindex && !['/', '/home'].includes(h.path))) {
      expect(head.structuredData.map((node) => node['@type']), head.path).toContain('BreadcrumbList');
    }
  });
});
