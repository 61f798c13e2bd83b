import type { TravelAgency } from 'schema-dts';
import type { Content } from '../../../shared/content/load-content.ts';
import type { PageLinks } from './page-links.ts';

/** The agency itself (home page), with the contact details the footer shows (content/site.json). */
export function travelAgency(content: Content, links: PageLinks): TravelAgency {
  const { site } = content;
  return {
    '@type': 'TravelAgency',
    '@id': links.agencyId,
    name: site.brandName,
    slogan: site.tagline,
    description: site.heroSubtext,
    url: links.absolute('/'),
    // The PWA icon the image pipeline paints from the logo: a square PNG, as search engines want.
    logo: links.absolute('/icons/icon-512.png'),
    image: links.picture(site.heroImage),
    email: site.email,
    telephone: `+${site.whatsappBusinessNumbers[0]!.number}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.lines.join(', '),
      addressLocality: site.address.city,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    contactPoint: site.whatsappBusinessNumbers.map((phone) => ({
      '@type': 'ContactPoint' as const,
      contactType: phone.label,
      telephone: `+${phone.number}`,
      email: site.email,
    })),
    currenciesAccepted: 'INR',
    sameAs: site.socials.map((social) => social.url),
  };
}
