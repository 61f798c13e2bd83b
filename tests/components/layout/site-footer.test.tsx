// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { SiteFooter, preloadSiteFooter } from '../../../src/components/layout/site-footer.tsx';
import { site } from '../../../src/lib/content.ts';

describe('Site footer (spec §2 home item 12)', () => {
  // As every route's loader does before its page renders (the footer's code is a chunk of its own).
  beforeAll(() => preloadSiteFooter());

  it('links the four policies, Contact Us, About us and Testimonials', () => {
    renderWithProviders(<SiteFooter />);
    const expected: Array<[string, string]> = [
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Shipping Policy', '/shipping-policy'],
      ['Cancellation Policy', '/cancellation-policy'],
      ['Contact Us', '/enquire'],
      ['About us', '/about-us'],
      ['Testimonials', '/testimonials'],
    ];
    for (const [name, href] of expected) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('gives both WhatsApp business numbers with their labels, the e-mail and the office address', () => {
    renderWithProviders(<SiteFooter />);
    expect(site.whatsappBusinessNumbers).toHaveLength(2);
    for (const entry of site.whatsappBusinessNumbers) {
      const link = screen.getByRole('link', { name: new RegExp(entry.display.replace(/\+/g, '\\+')) });
      expect(link).toHaveAttribute('href', `https://wa.me/${entry.number}`);
      expect(screen.getByText(entry.label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    const address = document.querySelector('footer address');
    expect(address).toHaveTextContent(site.address.lines[0]!);
    expect(address).toHaveTextContent(site.address.postcode);
  });

  it('links every social profile and prints the fixed copyright year', () => {
    renderWithProviders(<SiteFooter />);
    for (const social of site.socials) expect(screen.getByRole('link', { name: social.label })).toHaveAttribute('href', social.url);
    expect(screen.getByText(`© 2026 ${site.brandName}. All rights reserved.`)).toBeInTheDocument();
  });
});
