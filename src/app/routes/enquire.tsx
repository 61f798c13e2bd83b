import { site } from '../../lib/content.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { PageHero } from '../../components/page-hero/page-hero.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { ContactBox } from '../../components/contact-box/contact-box.tsx';
import { EnquiryForm } from '../../features/enquiry/components/enquiry-form.tsx';
import { container, section } from '../../styles/layout.css.ts';
import * as styles from './standalone-page.css.ts';

/** What happens after "Send enquiry" (the enquiry is stored, then handed to WhatsApp: spec §4, §7). */
const NEXT_STEPS = [
  {
    title: 'We keep your enquiry safe',
    text: 'Your details are stored with us straight away. If you are offline, they wait on this device and are sent as soon as you are back.',
  },
  {
    title: 'WhatsApp opens with your details filled in',
    text: 'A moment later a chat with our planning team opens, your name, date, phone and e-mail already written. Press send to say hello.',
  },
  {
    title: 'A planner replies',
    text: `A real person answers, usually within minutes, and shapes one or two itinerary options around you. Support runs ${site.supportHours}.`,
  },
];

/** /enquire: the enquiry form, what happens next and every way to reach the agency. */
function EnquireRoute() {
  return (
    <PageFrame>
      <Seo title="Enquire" description="Tell us about the journey you dream of and a planner will reply on WhatsApp, usually within minutes." />
      <PageHero
        eyebrow="Enquire"
        title="Plan your journey with us"
        description="Four details are all we need to begin. A women-led team of planners will take it from there."
        image={site.heroImage}
      />
      <div className={`${container} ${section} ${styles.body}`}>
        <div className={styles.split}>
          {/* The form titles itself with an h3, so an h2 comes first (heading levels never skip). */}
          <section className={styles.block} aria-labelledby="your-trip">
            <h2 id="your-trip" className={styles.blockTitle}>
              Tell us about your trip
            </h2>
            <p className={styles.blockText}>A name, a date and two ways to reach you: that is all we need to begin.</p>
            <EnquiryForm title="Your details" />
          </section>
          <section className={styles.block} aria-labelledby="after-you-send">
            <h2 id="after-you-send" className={styles.blockTitle}>
              What happens after you send
            </h2>
            <ol className={styles.steps}>
              {NEXT_STEPS.map((step) => (
                <li key={step.title} className={styles.step}>
                  <div>
                    <h3 className={styles.stepTitle}>{step.title}</h3>
                    <p className={styles.stepText}>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <ContactBox title="Prefer to talk to us directly?" />
      </div>
    </PageFrame>
  );
}

export function createRoute() {
  return { Component: EnquireRoute };
}
