// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { DestinationBlogs } from '../../../src/features/blogs/components/destination-blogs.tsx';
import { setApiFetch } from '../../../src/lib/api-client.ts';
import { destinationBlogsQueryOptions } from '../../../src/features/blogs/api/get-destination-blogs.ts';
import { createQueryClient } from '../../../src/lib/query-client.ts';
import dubaiBlogs from '../../../content/blogs/dubai.json';

const [latest, ...recent] = [...dubaiBlogs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

function answer(status: number, body: unknown) {
  setApiFetch(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('Destination blogs (spec §2 item 11)', () => {
  it('shows the latest and the recent posts as cards whose links name their post', async () => {
    answer(200, { latest, recent });
    renderWithProviders(<DestinationBlogs slug="dubai" />, { path: '/destinations/dubai' });
    const latestHeading = await screen.findByRole('heading', { level: 2, name: 'LATEST BLOG' });
    expect(screen.getByRole('heading', { level: 2, name: 'RECENT BLOGS' })).toBeInTheDocument();

    const latestLink = screen.getByRole('link', { name: `Read more →: ${latest!.title}` });
    expect(latestLink).toHaveAttribute('href', `/blog/${latest!._id}`);
    expect(latestHeading.nextElementSibling).toHaveTextContent(latest!.excerpt);
    for (const blog of recent) {
      const link = screen.getByRole('link', { name: `Read more: ${blog.title}` });
      expect(link).toHaveAttribute('href', `/blog/${blog._id}`);
      expect(within(link).getByText('Read more', { exact: false })).toBeInTheDocument();
    }
    // Lighthouse link-text: no two links to different posts may share a name.
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the posts as cards: their text, which the page never shows, is neither cached nor carried for hydration', async () => {
    answer(200, { latest, recent });
    const queryClient = createQueryClient();
    const cards = await queryClient.fetchQuery(destinationBlogsQueryOptions('dubai'));
    const { content: _latestText, ...latestCard } = latest!;
    expect(cards.latest).toEqual(latestCard);
    expect(cards.recent.map((card) => card.title)).toEqual(recent.map((blog) => blog.title));
    // What the prerender writes into the page for hydration (dehydrated from this cache).
    const cached = JSON.stringify(queryClient.getQueryData(destinationBlogsQueryOptions('dubai').queryKey));
    for (const blog of [latest!, ...recent]) expect(cached).not.toContain(blog.content.slice(0, 60));
  });

  it('renders nothing when the blogs cannot be fetched (after the one retry)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answer(404, { message: 'No blogs found for this destination.' });
      const { container } = renderWithProviders(<DestinationBlogs slug="nowhere" />, { path: '/destinations/nowhere' });
      expect(screen.getByText('Loading Blogs...')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1500);
      await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    } finally {
      vi.useRealTimers();
    }
  });
});
