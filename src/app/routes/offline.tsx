import { Link } from '../../lib/navigation/navigation.tsx';
import { destinationName } from '../../lib/content.ts';
import { anchors, paths } from '../../../shared/config/paths.ts';
import { DEEP_DIVE_SLUGS } from '../../../shared/config/constants.ts';
import { Seo } from '../../components/seo/seo.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { POLICY_LINKS } from '../../components/layout/policy-links.ts';
import { button } from '../../styles/button.css.ts';
import { container, section } from '../../styles/layout.css.ts';
import { SavedTripsLinks } from '../../features/saved-trips/components/saved-trips-links.tsx';
import { InstallButton } from '../../features/pwa/components/install-button.tsx';
import * as styles from './standalone-page.css.ts';

/**
 * /offline: what opens with no connection on this device: the trips saved here, the six deep-dive
 * guides and the policies (always in the app), and the install entry (issue 7).
 */
function OfflineRoute() {
  return (
    <PageFrame>
      <Seo title="What opens offline" description="Saved trips, guides and policies open on this device with no connection." noindex />
      <div className={`${container} ${section} ${styles.body}`}>
        <div className={styles.block}>
          <p className={styles.eyebrow}>No connection needed</p>
          <h1 className={styles.blockTitle}>What opens offline</h1>
          <p className={styles.blockText}>
            With no signal, the trips you saved on this device, our deep-dive guides and our policies still open. Any enquiry you send
            offline waits here and goes out as soon as you reconnect.
          </p>
          <div className={styles.actions}>
            <Link to={paths.landing.href()} className={button({ tone: 'dark' })}>
              Go to the home page
            </Link>
            <InstallButton className={button({ tone: 'light' })} label="Install the app" />
          </div>
        </div>
        <section className={styles.block} aria-labelledby="saved-trips-here">
          <h2 id="saved-trips-here" className={styles.stepTitle}>
            Your saved trips
          </h2>
          <SavedTripsLinks listClassName={styles.linkList} linkClassName={styles.textLink} />
        </section>
        <div className={styles.linkGroups}>
          <section id={anchors.offlineGuides} className={styles.block} aria-labelledby="saved-guides">
            <h2 id="saved-guides" className={styles.stepTitle}>
              Deep-dive guides
            </h2>
            <ul className={styles.linkList}>
              {DEEP_DIVE_SLUGS.map((slug) => (
                <li key={slug}>
                  <Link to={paths.deepDive.href(slug)} className={styles.textLink}>
                    {`A Deep Dive into ${destinationName(slug) ?? slug}`}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section id={anchors.offlinePolicies} className={styles.block} aria-labelledby="saved-policies">
            <h2 id="saved-policies" className={styles.stepTitle}>
              Policies
            </h2>
            <ul className={styles.linkList}>
              {POLICY_LINKS.map((policy) => (
                <li key={policy.slug}>
                  <Link to={policy.to} className={styles.textLink}>
                    {policy.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </PageFrame>
  );
}

export function createRoute() {
  return { Component: OfflineRoute };
}
