import { Link } from 'react-router';
import { destinationName } from '../../lib/content.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DEEP_DIVE_SLUGS } from '../../../shared/config/constants.ts';
import { Seo } from '../../components/seo/seo.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { POLICY_LINKS } from '../../components/layout/site-footer.tsx';
import { button } from '../../styles/button.css.ts';
import { container, section } from '../../styles/layout.css.ts';
import * as styles from './standalone-page.css.ts';

/**
 * /offline: what the service worker answers when a page is not saved on this device. It lists the
 * pages that are: the home page, the six deep-dive guides and the policies.
 */
function OfflineRoute() {
  return (
    <PageFrame>
      <Seo title="You are offline" description="This page is not saved on this device yet." noindex />
      <div className={`${container} ${section} ${styles.body}`}>
        <div className={styles.block}>
          <p className={styles.eyebrow}>No connection</p>
          <h1 className={styles.blockTitle}>You are offline</h1>
          <p className={styles.blockText}>
            This page isn’t saved on this device yet, so it will open once you are back online. These pages are saved and open without
            a connection. Any enquiry you send now waits here and goes out as soon as you reconnect.
          </p>
          <div className={styles.actions}>
            <Link to={paths.landing.href()} className={button({ tone: 'dark' })}>
              Go to the home page
            </Link>
          </div>
        </div>
        <div className={styles.linkGroups}>
          <section className={styles.block} aria-labelledby="saved-guides">
            <h2 id="saved-guides" className={styles.stepTitle}>
              Saved travel guides
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
          <section className={styles.block} aria-labelledby="saved-policies">
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
