import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../support/test-app.ts';
import { loadContent } from '../../../shared/content/load-content.ts';
import { categoriesOf } from '../../../shared/content/theme-slug.ts';
import { DESTINATION_SLUGS } from '../../../shared/config/constants.ts';

const content = loadContent();
let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
});
afterAll(() => cleanup());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/page/:slug', () => {
  it('answers the same page for "Dubai" and "dubai" (spec §7 capitalises the slug)', async () => {
    const [upper, lower] = await Promise.all([get('/api/page/Dubai'), get('/api/page/dubai')]);
    expect(upper.statusCode).toBe(200);
    expect(upper.json().pageIdentifier).toBe('dubai');
    expect(lower.json()).toEqual(upper.json());
  });

  it('merges each itinerary _id into the Page3 card whose cardText equals its name', async () => {
    for (const slug of DESTINATION_SLUGS) {
      const page = (await get(`/api/page/${slug}`)).json();
      for (const card of page.Page3.cards) {
        const itinerary = content.itineraries.find((it) => it._id === card._id);
        expect(itinerary?.name, `${slug}: ${card.cardText}`).toBe(card.cardText);
      }
    }
  });

  it('answers 404 with a message for an unknown destination', async () => {
    const res = await get('/api/page/Atlantis');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Destination not found' });
  });
});

describe('GET /api/itineraries/:slug', () => {
  it('lists a destination’s itineraries with every field', async () => {
    const list = (await get('/api/itineraries/bali')).json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const it of list) {
      expect(it.destination).toBe('bali');
      expect(Object.keys(it)).toEqual(expect.arrayContaining(['_id', 'name', 'price', 'days', 'nights', 'rating', 'category', 'daywise']));
    }
  });

  it('lists a theme across destinations ("culture" matches "Culture & Art")', async () => {
    const list = (await get('/api/itineraries/culture')).json() as Array<{ category: string; destination: string }>;
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const it of list) expect(categoriesOf(it.category)).toContain('Culture & Art');
    expect(new Set(list.map((it) => it.destination)).size).toBeGreaterThan(1);
  });

  it('answers 404 for neither a destination nor a theme', async () => {
    const res = await get('/api/itineraries/itinearies');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Itineraries not found' });
  });
});

describe('GET /api/itineraries/id/:id', () => {
  it('answers one itinerary', async () => {
    const first = content.itineraries[0]!;
    const res = await get(`/api/itineraries/id/${first._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: first._id, name: first.name, price: first.price });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get('/api/itineraries/id/no-such-trip');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Could not find the requested itinerary.' });
  });
});

describe('blogs', () => {
  it('answers latest (the newest) and recent for a destination', async () => {
    const body = (await get('/api/blogs/destination/maldives')).json() as { latest: { createdAt: string }; recent: Array<{ createdAt: string }> };
    expect(body.latest).toBeTruthy();
    expect(body.recent.length).toBeGreaterThanOrEqual(1);
    for (const blog of body.recent) expect(blog.createdAt <= body.latest.createdAt).toBe(true);
  });

  it('answers one blog with title, image, content and createdAt', async () => {
    const blog = content.blogs[0]!;
    const res = await get(`/api/blogs/${blog._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: blog.title, image: blog.image, content: blog.content, createdAt: blog.createdAt });
  });

  it('answers 404 for an unknown destination or blog', async () => {
    expect((await get('/api/blogs/destination/narnia')).statusCode).toBe(404);
    const res = await get('/api/blogs/no-such-post');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Blog post not found.' });
  });
});

it('answers 404 JSON for an unknown API path', async () => {
  const res = await get('/api/nothing-here');
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBeTruthy();
});
