// @vitest-environment jsdom
import { DESTINATION_SECTIONS } from './section-order.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { DestinationScreen } from '../../../src/app/routes/destination.tsx';
import { infoCardTargets } from '../../../src/features/destinations/components/destination-overview.tsx';
import { preloadDestinationSections } from '../../../src/features/destinations/components/destination-view.tsx';
import { setApiFetch } from '../../../src/lib/api-client.ts';
import { site } from '../../../src/lib/content.ts';
import dubaiBlogs from '../../../content/blogs/dubai.json';
import { dubai, andaman } from './dubai-page.ts';

// The sections below the first screen load their code when seen, or before a client-side navigation
// (the route's loader) or the prerender renders the page: here, once for every test.
beforeAll(() => preloadDestinationSections());

// The blogs section asks the API; answer it as the server would (newest first: latest, then recent).
beforeEach(() => {
  const [latest, ...recent] = [...dubaiBlogs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  setApiFetch(async () => new Response(JSON.stringify({ latest, recent }), { status: 200, headers: { 'content-type': 'application/json' } }));
});

describe('Destination page (spec §2: sections in order)', () => {
  it('composes the sections in the spec order, blogs last', async () => {
    const { container } = renderWithProviders(<DestinationScreen page={dubai} />, { path: '/destinations/dubai' });
    await screen.findByRole('heading', { name: 'LATEST BLOG' });
    const order = DESTINATION_SECTIONS;
    const sections = order.map((selector) => container.querySelector(selector));
    sections.forEach((el, i) => expect(el, order[i]).not.toBeNull());
    sections.push(screen.getByRole('heading', { name: 'LATEST BLOG' }));
    for (let i = 1; i < sections.length; i++) {
      expect(sections[i - 1]!.compareDocumentPosition(sections[i]!) & Node.DOCUMENT_POSITION_FOLLOWING, `${order[i - 1]} before ${order[i] ?? 'blogs'}`).toBeTruthy();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dubai');
  });

  it('page 1: the headline as HTML, three info cards, and the page header', () => {
    renderWithProviders(<DestinationScreen page={dubai} />, { path: '/destinations/dubai' });
    const overview = document.getElementById('overview')!;
    const headline = within(overview).getByRole('heading', { level: 2 });
    expect(headline).toHaveTextContent('Dubai, slowly: skyline, souk and silent dunes');
    expect(headline.querySelector('em')).toHaveTextContent('slowly');

    const cardLink = (i: number) => {
      const card = dubai.Page1.infoCards[i]!;
      return within(overview).getByRole('link', { name: `${card.title} ${card.subtitle}` });
    };
    expect(cardLink(0)).toHaveAttribute('href', '/destinations/dubai/deep-dive');
    expect(cardLink(1)).toHaveAttribute('href', '/itineraries/dubai');
    expect(cardLink(2)).toHaveAttribute('href', '/enquire');

    const nav = within(overview).getByRole('navigation', { name: 'Dubai page' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '#about-us');
    expect(within(nav).getByRole('link', { name: 'Itineraries' })).toHaveAttribute('href', '#itineraries');
    for (const social of site.socials) expect(within(nav).getByRole('link', { name: social.label })).toHaveAttribute('href', social.url);
  });

  it("'Explore Dubai' and the page links scroll to their anchors", () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    renderWithProviders(<DestinationScreen page={dubai} />, { path: '/destinations/dubai' });
    fireEvent.click(screen.getByRole('button', { name: 'Explore Dubai' }));
    fireEvent.click(screen.getByRole('link', { name: 'About us' }));
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Dubai page' })).getByRole('link', { name: 'Itineraries' }));
    expect(scrolled).toEqual(['itineraries', 'about-us', 'itineraries']);
    expect(document.getElementById('itineraries')).toHaveFocus();
  });

  it('the Explore card opens the deep dive only where a guide exists', () => {
    expect(infoCardTargets('andaman')[0]).toEqual({ to: '/destinations/andaman/deep-dive' });
    expect(infoCardTargets('europe')[0]).toEqual({ anchor: 'know-before' });
    expect(infoCardTargets('australia')[0]).toEqual({ anchor: 'know-before' });
  });

  it('know before you travel, about us, testimonials and the page FAQs', () => {
    renderWithProviders(<DestinationScreen page={andaman} />, { path: '/destinations/andaman' });
    const know = document.getElementById('know-before')!;
    expect(within(know).getByRole('heading', { level: 2, name: andaman.KnowBeforeTravel.title })).toBeInTheDocument();
    for (const card of andaman.KnowBeforeTravel.cards) expect(within(know).getByRole('heading', { level: 3, name: card.title })).toBeInTheDocument();
    expect(within(document.getElementById('about-us')!).getByText(andaman.Page6.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TALES BY DREAMER' })).toBeInTheDocument();
    const faq = document.getElementById('faq')!;
    for (const item of andaman.Page7.FAQS) expect(within(faq).getByRole('button', { name: item.question })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'LIKED ANDAMAN AND NICOBAR ISLANDS ?' })).toBeInTheDocument();
  });
});
