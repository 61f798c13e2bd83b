import { site } from '../../lib/content.ts';
import { SocialIcon } from './social-icon.tsx';
import * as styles from './social-links.css.ts';

interface SocialLinksProps {
  /** `onDark` in the footer, `onLight` in a page's own header bar. */
  tone: 'onDark' | 'onLight';
  label?: string;
}

/** The agency's social networks, each a round icon link opening in a new tab. */
export function SocialLinks({ tone, label }: SocialLinksProps) {
  return (
    <ul className={styles.list({ tone })} aria-label={label}>
      {site.socials.map((social) => (
        <li key={social.url}>
          <a href={social.url} className={styles.link({ tone })} aria-label={social.label} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
