import { useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { home, site } from '../../../lib/content.ts';
import { anchors, paths } from '../../../../shared/config/paths.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { formatAtLeast, formatCount, formatPercent } from '../../../lib/format.ts';
import { button } from '../../../styles/button.css.ts';
import { PRESENCE_MS, overlayBackdropPresence, overlayDialogPresence } from '../../../styles/motion.css.ts';
import { usePresence } from '../../../hooks/use-presence.ts';
import { container, section } from '../../../styles/layout.css.ts';
import { useAboutOverlay } from '../stores/about-overlay-store.ts';
import * as styles from './about-overlay.css.ts';

/** spec §1 marketing figures, all from site.figures so every page quotes the same numbers. */
function figureSet(set: 'women' | 'sustainability'): Array<{ value: string; label: string }> {
  const f = site.figures;
  if (set === 'women') {
    return [
      { value: formatPercent(f.womenStaffPercent), label: 'of our team are women' },
      { value: formatPercent(f.womenLeadershipPercent), label: 'of leadership roles are held by women' },
      { value: String(f.treesPerBooking), label: 'trees planted for every booking' },
    ];
  }
  return [
    { value: formatAtLeast(f.treesPlanted), label: 'trees planted with our travellers' },
    { value: String(f.countries), label: 'countries where they grow' },
    { value: formatPercent(f.treeSurvivalPercent), label: 'of the trees survive' },
    { value: formatCount(f.co2OffsetTons), label: 'tons of CO2 offset' },
  ];
}

/** The women-led or the sustainability figures as a list of stats. */
export function AboutFigures({ set, variant = 'plain' }: { set: 'women' | 'sustainability'; variant?: 'plain' | 'cards' }) {
  return (
    <ul className={styles.figures[variant]}>
      {figureSet(set).map((figure) => (
        <li key={figure.label} className={variant === 'cards' ? `${styles.figure} ${styles.figureCard}` : styles.figure}>
          <span className={styles.figureValue}>{figure.value}</span>
          <span className={styles.figureLabel}>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The agency's values (content/home.json about.values); titles one level below the surrounding heading. */
export function AboutValues({ headingLevel = 'h4' }: { headingLevel?: 'h3' | 'h4' }) {
  const Title = headingLevel;
  return (
    <ul className={styles.values}>
      {home.about.values.map((value) => (
        <li key={value.title} className={styles.value}>
          <Title className={styles.valueTitle}>{value.title}</Title>
          <p className={styles.valueText}>{value.description}</p>
        </li>
      ))}
    </ul>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
const noop = () => () => {};

/**
 * spec §2 home item 7: the about-us and values overlay, collapsed (a teaser with an opener) or expanded
 * (a modal dialog). The X, 'Start Your Journey' and 'Learn More' close it; Escape too. Focus stays inside
 * while it is open and returns to the opener afterwards.
 */
export function AboutOverlay() {
  const { expanded, expand, collapse } = useAboutOverlay();
  const navigate = useNavigate();
  const presence = usePresence(expanded, PRESENCE_MS.overlay);
  const headingId = useId();
  const dialogHeadingId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(false);
  // The portal target exists only in the browser; the prerender and the first client render agree on "none".
  const inBrowser = useSyncExternalStore(noop, () => true, () => false);

  // Leaving the page never leaves the overlay open for the next visit.
  useEffect(() => () => collapse(), [collapse]);

  useEffect(() => {
    if (!expanded) {
      if (wasExpanded.current) openerRef.current?.focus();
      wasExpanded.current = false;
      return;
    }
    wasExpanded.current = true;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') collapse();
    };
    // A screen reader's virtual cursor can move focus out: bring it back.
    const onFocusIn = (event: FocusEvent) => {
      if (dialogRef.current && !dialogRef.current.contains(event.target as Node)) closeRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [expanded, collapse]);

  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function closeAndGo(to: string) {
    wasExpanded.current = false; // the next page takes focus, not the opener
    collapse();
    void navigate(to);
  }

  const overlay = presence && (
    <div className={`${styles.backdrop} ${overlayBackdropPresence}`} data-state={presence} inert={presence === 'closing'} onClick={collapse}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={dialogHeadingId}
        className={`${styles.dialog} ${overlayDialogPresence}`}
        data-state={presence}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={trapTab}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={collapse} aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
        <div className={styles.dialogImage}>
          <ResponsiveImage image={home.about.image} sizes="40vw" cover />
        </div>
        <div className={styles.dialogBody}>
          <p className={styles.eyebrow}>About us</p>
          <h2 id={dialogHeadingId} className={styles.dialogTitle}>
            Our story
          </h2>
          <div className={styles.story}>
            {home.about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <AboutFigures set="women" variant="cards" />
          <h3 className={styles.subheading}>What we value</h3>
          <AboutValues />
          <div className={styles.actions}>
            <button type="button" className={button({ tone: 'primary' })} onClick={() => closeAndGo(paths.enquire.href())}>
              Start Your Journey
            </button>
            <button type="button" className={button({ tone: 'light' })} onClick={() => closeAndGo(paths.aboutUs.href())}>
              Learn More
            </button>
          </div>
        </div>
      </div>
    </div>
  );

  return (
    <section id={anchors.about} className={`${styles.root} ${section}`} aria-labelledby={headingId}>
      <div className={`${container} ${styles.teaser}`}>
        <div className={styles.teaserImage}>
          <ResponsiveImage image={home.about.image} sizes="(min-width: 768px) 26rem, 90vw" cover />
        </div>
        <div className={styles.teaserText}>
          <p className={styles.eyebrow}>About us</p>
          <h2 id={headingId} className={styles.title}>
            {home.about.title}
          </h2>
          <p className={styles.summary}>{home.about.summary}</p>
          <AboutFigures set="women" />
          <button ref={openerRef} type="button" className={button({ tone: 'dark' })} aria-haspopup="dialog" onClick={expand}>
            Discover our story
          </button>
        </div>
      </div>
      {inBrowser && createPortal(overlay, document.body)}
    </section>
  );
}
