import { useId } from 'react';
import { site } from '../../lib/content.ts';
import { anchors } from '../../../shared/config/paths.ts';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { SiteMain } from '../../components/layout/site-main.tsx';
import { Testimonials } from '../../components/testimonials/testimonials.tsx';
import { EnquiryForm } from '../../features/enquiry/components/enquiry-form.tsx';
import { container, section, visuallyHidden } from '../../styles/layout.css.ts';
import { ServicesIntro } from '../../features/about/components/services-intro.tsx';
import { DestinationCarousel } from '../../features/destinations/components/destination-carousel.tsx';
import { DesireSection } from '../../features/themes/components/desire-section.tsx';
import { WhyChooseUs } from '../../features/about/components/why-choose-us.tsx';
import { AboutOverlay } from '../../features/about/components/about-overlay.tsx';
import { HomeFaq } from './home-faq.tsx';
import { BlogTeasers } from '../../features/blogs/components/blog-teasers.tsx';
import { LinkDirectory } from './link-directory.tsx';
import * as styles from './home-page.css.ts';

/** spec §2 home item 4: the enquiry form beside a short invitation. */
function EnquirySection() {
  const headingId = useId();
  return (
    <section id={anchors.enquiry} className={`${styles.enquiry} ${section}`} aria-labelledby={headingId}>
      <div className={`${container} ${styles.enquiryLayout}`}>
        <div className={styles.invitation}>
          <p className={styles.eyebrow}>Begin your tale</p>
          <h2 id={headingId} className={styles.title}>
            Tell us where you dream of going
          </h2>
          <p className={styles.lead}>
            Share four details and a planner will message you on WhatsApp to shape one or two itineraries around you.
          </p>
          <ul className={styles.promises}>
            <li className={styles.promise}>A real person replies, usually within minutes</li>
            <li className={styles.promise}>{`Support ${site.supportHours}, from enquiry to home`}</li>
            <li className={styles.promise}>Works offline: your enquiry waits and sends itself</li>
          </ul>
        </div>
        <EnquiryForm />
      </div>
    </section>
  );
}

interface HomePageProps {
  /**
   * The landing route puts the header inside its hero (and the hero holds the page's h1), so it passes
   * false; /home shows the plain header and a heading for assistive technology.
   */
  withHeader?: boolean;
}

/** The long home page, sections in the order of spec §2. */
export function HomePage({ withHeader = true }: HomePageProps) {
  return (
    <>
      {withHeader && <SiteHeader variant="page" />}
      <SiteMain>
        {withHeader && <h1 className={visuallyHidden}>{`${site.brandName}: ${site.tagline}`}</h1>}
        <ServicesIntro />
        <DestinationCarousel />
        <EnquirySection />
        <DesireSection />
        <WhyChooseUs />
        <AboutOverlay />
        <HomeFaq />
        <Testimonials />
        <BlogTeasers />
        <LinkDirectory />
      </SiteMain>
      <SiteFooter />
    </>
  );
}
