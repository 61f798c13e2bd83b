import { Link } from '../../lib/navigation/navigation.tsx';
import { site } from '../../lib/content.ts';
import { anchors, paths } from '../../../shared/config/paths.ts';
import { COPYRIGHT_YEAR } from '../../../shared/config/constants.ts';
import { container } from '../../styles/layout.css.ts';
import { EmailLink, OfficeAddress, WhatsappNumbers } from '../contact-box/contact-links.tsx';
import { SocialLinks } from '../contact-box/social-links.tsx';
import { POLICY_LINKS } from './policy-links.ts';
import * as styles from './site-footer.css.ts';

const COMPANY_LINKS = [
  { to: paths.enquire.href(), label: 'Contact Us' },
  { to: paths.aboutUs.href(), label: 'About us' },
  { to: paths.testimonials.href(), label: 'Testimonials' },
  { to: paths.destinations.href(), label: 'Destinations' },
];

/** The site-wide footer (spec §2 home item 12), as site-footer.tsx hydrates it when seen. */
export function SiteFooterContent() {
  return (
    <footer id={anchors.footer} className={styles.root}>
      <div className={container}>
        <div className={styles.top}>
          <div className={styles.brandColumn}>
            <Link to={paths.landing.href()} className={styles.brand}>
              {site.brandName}
            </Link>
            <p className={styles.tagline}>{site.tagline}</p>
            <p className={styles.blurb}>
              {`A women-led agency planning tailor-made luxury journeys, with ${site.supportHours} support from enquiry to home.`}
            </p>
            <SocialLinks tone="onDark" label="Social media" />
          </div>
          <nav className={styles.column} aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              Company
            </h2>
            <ul className={styles.list}>
              {COMPANY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className={styles.column} aria-labelledby="footer-policies">
            <h2 id="footer-policies" className={styles.heading}>
              Policies
            </h2>
            <ul className={styles.list}>
              {POLICY_LINKS.map((policy) => (
                <li key={policy.slug}>
                  <Link to={policy.to} className={styles.link}>
                    {policy.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.column}>
            <h2 className={styles.heading}>Talk to us</h2>
            <WhatsappNumbers classNames={{ list: styles.list, label: styles.contactLabel, link: styles.link }} />
            <EmailLink className={styles.link} />
            <OfficeAddress className={styles.address} />
          </div>
        </div>
        <div className={styles.bottom}>
          <p>{`© ${COPYRIGHT_YEAR} ${site.brandName}. All rights reserved.`}</p>
          <p>Planned by women, loved by travellers.</p>
        </div>
      </div>
    </footer>
  );
}
