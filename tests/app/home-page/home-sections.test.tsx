// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { WhyChooseUs } from '../../../src/features/about/components/why-choose-us.tsx';
import { BlogTeasers } from '../../../src/features/blogs/components/blog-teasers.tsx';
import { LinkDirectory } from '../../../src/app/home-page/link-directory.tsx';
import { HomePage } from '../../../src/app/home-page/home-page.tsx';
import { preloadHomeSections } from '../../../src/app/home-page/home-sections.tsx';
import { preloadSiteFooter } from '../../../src/components/layout/site-footer.tsx';
import { home } from '../../../src/lib/content.ts';
import homeBlogs from '../../../content/home-blogs.json';
import { anchors } from '../../../shared/config/paths.ts';

describe('Why choose us (spec §2)', () => {
  it('shows the headline, the two feature cards and the two stats from site.figures', () => {
    renderWithProviders(<WhyChooseUs />);
    expect(screen.getByRole('heading', { level: 2, name: 'WHY CHOOSE US?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tailored Itineraries & Expert Guides' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exclusive deals with top hotels & vendors' })).toBeInTheDocument();
    expect(screen.getByText('4.9★')).toBeInTheDocument();
    expect(screen.getByText('250+ organic reviews')).toBeInTheDocument();
    expect(screen.getByText('1K+')).toBeInTheDocument();
    expect(screen.getByText('journeys curated across Europe, Asia and the Middle East')).toBeInTheDocument();
    expect(screen.getByText(home.whyChooseUs.description)).toBeInTheDocument();
  });

  it('EXPLORE leads to /destinations instead of an alert', () => {
    renderWithProviders(<WhyChooseUs />);
    expect(screen.getByRole('link', { name: 'EXPLORE' })).toHaveAttribute('href', '/destinations');
  });
});

describe('Blog teasers (spec §2 home item 10)', () => {
  it('shows the id-0 blog as the latest and links every teaser to /home-blog/{slug}', () => {
    renderWithProviders(<BlogTeasers />);
    expect(homeBlogs).toHaveLength(4);
    for (const blog of homeBlogs) {
      expect(screen.getByRole('link', { name: blog.title })).toHaveAttribute('href', `/home-blog/${blog.slug}`);
    }
    const latest = homeBlogs.find((blog) => blog.id === 0)!;
    const latestCard = screen.getByRole('link', { name: latest.title }).closest('article')!;
    expect(within(latestCard).getByText(latest.excerpt)).toBeInTheDocument();
    expect(screen.getByText('Latest blog')).toBeInTheDocument();
    expect(screen.getByText('Recent blogs')).toBeInTheDocument();
  });
});

describe('Link directory (spec §2 home item 11)', () => {
  it('links honeymoon itineraries to /itineraries/honeymoon, never the old misspelling', () => {
    renderWithProviders(<LinkDirectory />);
    expect(screen.getByRole('link', { name: 'Honeymoon itineraries' })).toHaveAttribute('href', '/itineraries/honeymoon');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.some((href) => href?.includes('itinearies'))).toBe(false);
    expect(hrefs).toContain('/destinations/andaman');
    expect(hrefs).toContain('/destinations/dubai/deep-dive');
  });
});

describe('Home page (spec §2 home, sections in order)', () => {
  // Each section's code, and the footer's, loads on its own (when seen, or before a client-side
  // navigation renders the page).
  beforeAll(() => Promise.all([preloadHomeSections(), preloadSiteFooter()]));

  it('composes the sections in the spec order', () => {
    const { container } = renderWithProviders(<HomePage />, { path: '/home' });
    const order = [anchors.enquiry, 'why-choose-us', anchors.about, anchors.faq, 'testimonials', 'blogs', 'directory', anchors.footer];
    const elements = order.map((id) => container.querySelector(`#${id}`));
    elements.forEach((el, i) => expect(el, order[i]).not.toBeNull());
    for (let i = 1; i < elements.length; i++) {
      expect(elements[i - 1]!.compareDocumentPosition(elements[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // The enquiry form sits inside the enquiry section.
    const enquiry = container.querySelector(`#${anchors.enquiry}`) as HTMLElement;
    expect(within(enquiry).getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('leaves the header and the h1 to the landing hero when withHeader is false', () => {
    renderWithProviders(<HomePage withHeader={false} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
