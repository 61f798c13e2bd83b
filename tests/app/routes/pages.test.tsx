// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithProviders } from '../../support/render-route.tsx';
import { createRoute as homeBlogRoute } from '../../../src/app/routes/home-blog.tsx';
import { createRoute as policyRoute } from '../../../src/app/routes/policy.tsx';
import { createRoute as enquireRoute } from '../../../src/app/routes/enquire.tsx';
import { createRoute as aboutRoute } from '../../../src/app/routes/about-us.tsx';
import { createRoute as testimonialsRoute } from '../../../src/app/routes/testimonials.tsx';
import { createRoute as offlineRoute } from '../../../src/app/routes/offline.tsx';
import { site, testimonials } from '../../../src/lib/content.ts';
import homeBlogs from '../../../content/home-blogs.json';
import { POLICY_SLUGS } from '../../../shared/config/constants.ts';
import privacy from '../../../content/policies/privacy-policy.json';

/** Lands on `path` through a route module, as the app's router would. */
async function visit(path: string, pattern: string, module: RouteObject) {
  const { router } = renderWithProviders(<p>start</p>, { path: '/start', routes: [{ path: pattern, ...module }] });
  await act(() => router.navigate(path));
  return router;
}

// jsdom has no scrolling; the policy page's scroll-to-top is observed instead.
const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

describe('/home-blog/{blogSlug} (spec §2, §8)', () => {
  it('shows the not-found texts and a link back to /home for an unknown slug', async () => {
    await visit('/home-blog/no-such-post', '/home-blog/:blogSlug', homeBlogRoute());
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the blog post you were looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('renders a known post: title, image and the sanitised HTML body', async () => {
    const blog = homeBlogs[1]!;
    await visit(`/home-blog/${blog.slug}`, '/home-blog/:blogSlug', homeBlogRoute());
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelectorAll('p').length).toBeGreaterThan(3);
  });
});

describe('Policy pages (spec §2, §9)', () => {
  it.each(POLICY_SLUGS)('/%s renders its policy, numbered sections and the contact box', async (slug) => {
    await visit(`/${slug}`, `/${slug}`, policyRoute());
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toMatch(/Policy|Terms/);
    expect(screen.getByRole('heading', { level: 2, name: /^1\./ })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Questions about this policy?' });
    expect(within(contact).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(contact).getAllByRole('link', { name: /WhatsApp/ })).toHaveLength(2);
    expect(contact.querySelector('address')).toHaveTextContent(site.address.city);
    // spec §2: each policy page opens at the top.
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('shows the privacy policy with its effective date, paragraphs and bullet lists', async () => {
    await visit('/privacy-policy', '/privacy-policy', policyRoute());
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('17 August 2025')).toBeInTheDocument();
    const handling = privacy.sections.find((s) => s.id === 'enquiry-handling')!;
    // "What happens to your enquiry" has three paragraphs separated by blank lines.
    for (const paragraph of handling.content.split('\n\n')) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByText('Your preferred travel date.')).toBeInTheDocument();
  });
});

describe('Standalone pages', () => {
  it('/enquire has the form, both WhatsApp numbers, e-mail, address, support hours and what happens next', async () => {
    await visit('/enquire', '/enquire', enquireRoute());
    expect(await screen.findByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
    for (const entry of site.whatsappBusinessNumbers) {
      expect(screen.getAllByRole('link', { name: new RegExp(entry.display.replace(/\+/g, '\\+')) }).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('link', { name: site.email }).length).toBeGreaterThan(0);
    expect(screen.getByText(`Support ${site.supportHours}`)).toBeInTheDocument();
    const steps = screen.getByRole('heading', { name: 'What happens after you send' }).closest('section')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(steps).toHaveTextContent('WhatsApp opens with your details filled in');
  });

  it('/about-us quotes the figures from site.figures', async () => {
    await visit('/about-us', '/about-us', aboutRoute());
    const main = await screen.findByRole('main');
    for (const text of ['90%', '72%', '50,000+', '25', '95%', '1,200', 'trees planted for every booking']) {
      expect(main).toHaveTextContent(text);
    }
    expect(main).toHaveTextContent('plant 10 trees for every booking');
  });

  it('/testimonials lists every testimonial with the rating summary', async () => {
    await visit('/testimonials', '/testimonials', testimonialsRoute());
    expect(await screen.findByText('4.9★')).toBeInTheDocument();
    expect(screen.getByText('from 250+ organic reviews')).toBeInTheDocument();
    for (const t of testimonials) {
      expect(screen.getByText(t.name)).toBeInTheDocument();
      expect(screen.getByText(t.city.toUpperCase())).toBeInTheDocument();
    }
  });

  it('/offline links the home page, saved trips, the six guides and the policies', async () => {
    await visit('/offline', '/offline', offlineRoute());
    expect(await screen.findByRole('heading', { level: 1, name: 'What opens offline' })).toBeInTheDocument();
    expect(await screen.findByText(/^None yet: open a destination/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All saved trips →' })).toHaveAttribute('href', '/saved-trips');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const slug of ['dubai', 'thailand', 'bali', 'mauritius', 'maldives', 'andaman']) {
      expect(hrefs).toContain(`/destinations/${slug}/deep-dive`);
    }
    for (const slug of POLICY_SLUGS) expect(hrefs).toContain(`/${slug}`);
    expect(hrefs).toContain('/');
  });
});
