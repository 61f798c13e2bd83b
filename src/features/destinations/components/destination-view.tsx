import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DestinationPage } from '../../../schemas/index.ts';
import { paths, anchors } from '../../../config/paths.ts';
import { DEEP_DIVE_SLUGS } from '../../../config/constants.ts';
import { PageHero } from '../../../components/page-hero/page-hero.tsx';
import { HtmlContent } from '../../../components/html-content/html-content.tsx';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { container, section } from '../../../styles/layout.css.ts';
import { button } from '../../../styles/button.css.ts';
import { DestinationBlogs } from '../../blogs/components/destination-blogs.tsx';
import * as styles from './destination-view.css.ts';

/** spec §2 destination page, sections in order (hero, page 1, know before, itineraries, blogs). */
export function DestinationView({ page }: { page: DestinationPage }) {
  const slug = page.pageIdentifier;
  const hasGuide = (DEEP_DIVE_SLUGS as readonly string[]).includes(slug);
  const infoTargets = [hasGuide ? paths.deepDive.href(slug) : paths.destination.href(slug), paths.itineraries.href(slug), paths.enquire.href()];
  const scrollDown = () => window.scrollBy({ top: window.innerHeight, behavior: 'smooth' });

  return (
    <>
      {/* spec §2: clicking the hero scrolls down one screen height; the button does it by keyboard too. */}
      <div className={styles.heroButton} onClick={scrollDown}>
        <PageHero eyebrow="Destination" title={page.name} description={page.Page1.description} image={page.Page1.backgroundImageUrl}>
          <button type="button" className={button({ tone: 'ghost' })} onClick={scrollDown}>
            Explore {page.name} ↓
          </button>
        </PageHero>
      </div>

      <section className={`${section} ${container}`} aria-labelledby="page1-title">
        <HtmlContent as="h2" html={page.Page1.headline} className={styles.sectionTitle} />
        <span id="page1-title" hidden>
          {page.name}
        </span>
        <div className={styles.cards}>
          {page.Page1.infoCards.map((card, i) => (
            <Link key={card.title} to={infoTargets[i] ?? paths.enquire.href()} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p>{card.subtitle}</p>
            </Link>
          ))}
        </div>
      </section>

      <section className={`${section} ${styles.alt}`} aria-labelledby="know-before">
        <div className={`${container} ${styles.twoCol}`}>
          <div className={styles.media2}>
            <ResponsiveImage image={page.KnowBeforeTravel.mainImage} cover sizes="(min-width: 1024px) 50vw, 100vw" />
          </div>
          <div>
            <h2 id="know-before" className={styles.sectionTitle}>
              {page.KnowBeforeTravel.title}
            </h2>
            <p>{page.KnowBeforeTravel.description}</p>
            <div className={styles.cards} style={{ marginTop: '1.5rem' }}>
              {page.KnowBeforeTravel.cards.map((card) => (
                <div key={card.title} className={styles.card}>
                  <HtmlContent html={card.icon} className={styles.icon} />
                  <h3 className={styles.cardTitle}>{card.title}</h3>
                  <p>{card.text}</p>
                </div>
              ))}
            </div>
          </div>
        </div>
      </section>

      <ItineraryPicker page={page} />
      <DestinationBlogs slug={slug} />
    </>
  );
}

/** spec §2 "Handcrafted for you": selecting a card shows it; Explore Itinerary needs the card's _id. */
function ItineraryPicker({ page }: { page: DestinationPage }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number | null>(null);
  const card = selected === null ? null : page.Page3.cards[selected];
  const explore = () => {
    if (!card?._id) {
      console.error('Explore Itinerary: this card has no itinerary id');
      return;
    }
    void navigate(paths.itinerary.href(card._id), { state: { itineraryId: card._id } });
  };
  return (
    <section id={anchors.itineraries} className={section} aria-labelledby="handcrafted">
      <div className={container}>
        <h2 id="handcrafted" className={styles.sectionTitle}>
          {page.Page3.mainTitle}
        </h2>
        <p>{page.Page3.mainDescription}</p>
        <div className={styles.scroller} style={{ marginTop: '1.5rem' }}>
          {page.Page3.cards.map((c, i) => (
            <button key={c.id} type="button" className={styles.itineraryCard} aria-pressed={selected === i} onClick={() => setSelected(i)}>
              <div className={styles.itineraryCardImage}>
                <ResponsiveImage image={c.imgSrc} cover sizes="288px" />
              </div>
              <span className={styles.itineraryCardText}>{c.cardText}</span>
            </button>
          ))}
        </div>
        {card && (
          <div className={styles.selection} aria-live="polite">
            <h3 className={styles.cardTitle}>{card.cardText}</h3>
            <p>{card.longDescription}</p>
            <div className={styles.actions}>
              <Link className={button({ tone: 'light' })} to={paths.itineraries.href(page.pageIdentifier)}>
                Explore all itineraries
              </Link>
              <button type="button" className={button({ tone: 'dark' })} onClick={explore}>
                Explore Itinerary
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
