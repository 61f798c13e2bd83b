// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { DestinationBlogs } from '../../../src/features/blogs/components/destination-blogs.tsx';
import { setApiFetch } from '../../../src/lib/api-client.ts';
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
