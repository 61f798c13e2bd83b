import { useId } from 'react';
import { Link } from '../../lib/navigation/navigation.tsx';
import { home } from '../../lib/content.ts';
import { container } from '../../styles/layout.css.ts';
import * as styles from './link-directory.css.ts';

/**
 * spec §2 home item 11: the SEO link directory. The old site misspelt honeymoon as /itinearies/;
 * the links now come from content/home.json, whose hrefs are checked against the route table.
 */
export function LinkDirectory() {
  const headingId = useId();
  return (
    <nav id="directory" className={styles.root} aria-labelledby={headingId}>
      <div className={container}>
        <h2 id={headingId} className={styles.title}>
          Explore by destination, theme and guide
        </h2>
        <div className={styles.grid}>
          {home.directory.map((group) => (
            <div key={group.heading} className={styles.group}>
              <h3 className={styles.heading}>{group.heading}</h3>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
