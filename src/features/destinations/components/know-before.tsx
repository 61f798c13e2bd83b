import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { HtmlContent } from '../../../components/html-content/html-content.tsx';
import { LayeredPictures } from './layered-pictures.tsx';
import { container } from '../../../styles/layout.css.ts';
import * as heading from './section-heading.css.ts';
import * as styles from './know-before.css.ts';
import { destinationSectionIds } from './section-ids.ts';

/** spec §2 item 3: title, description, two layered images, and three cards (best time, getting around, food). */
export function KnowBefore({ page }: { page: DestinationPage }) {
  const know = page.KnowBeforeTravel;
  return (
    <section id={destinationSectionIds.knowBefore} className={styles.root} aria-labelledby="know-before-title">
      <div className={`${container} ${styles.layout}`}>
        {/* Two screens down on a phone, yet within the distance at which Chromium starts lazy
            pictures: without waiting, they shared the connection with the hero (issue 9). */}
        <LayeredPictures
          afterFirstPaint
          className={styles.pictures}
          main={{ image: know.mainImage, sizes: '(min-width: 1024px) 34vw, 80vw', className: styles.mainImage }}
          over={{ image: know.frontImage, sizes: '(min-width: 1024px) 16vw, 40vw', className: styles.frontImage }}
        />
        <div className={styles.copy}>
          <div className={heading.heading}>
            <p className={heading.eyebrow.onLight}>Travel notes</p>
            <h2 id="know-before-title" className={heading.title}>
              {know.title}
            </h2>
            <p className={heading.lead.onLight}>{know.description}</p>
          </div>
        </div>
        <ul className={styles.cards}>
          {know.cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <HtmlContent html={card.icon} className={styles.icon} />
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.cardText}>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
