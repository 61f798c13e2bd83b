import { useRef, useState } from 'react';
import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { HtmlContent } from '../../../components/html-content/html-content.tsx';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { container } from '../../../styles/layout.css.ts';
import { PlayPauseButton } from './play-pause-button.tsx';
import * as heading from './section-heading.css.ts';
import * as styles from './orbit-discover.css.ts';
import { destinationSectionIds } from './section-ids.ts';

type OrbitItem = DestinationPage['Page5']['items'][number];

/** Where an item sits (spec §2 orbit): first on the outer orbit, second on the inner, third in the centre, the rest below. */
export type OrbitPlace = 'outer' | 'inner' | 'centre' | 'below';
export function orbitPlace(index: number): OrbitPlace {
  return (['outer', 'inner', 'centre'] as const)[index] ?? 'below';
}

/**
 * spec §2 item 6, §4: with nothing chosen the section shows Page5's background, title (HTML) and
 * description; choosing an item shows its picture, name and description, and Back returns to the
 * defaults. The orbits turn in 30 s and 22 s (CSS), stop for reduced motion, under the pointer or
 * focus, and with the pause button.
 */
export function OrbitDiscover({ page }: { page: DestinationPage }) {
  const { items, backgroundUrl, mainTitle, mainDescription } = page.Page5;
  const [selected, setSelected] = useState<number | null>(null);
  const [playing, setPlaying] = useState(true);
  const [shown, setShown] = useState<string[]>([backgroundUrl]);
  const itemButtons = useRef(new Map<number, HTMLButtonElement>());
  const item = selected === null ? undefined : items[selected];
  const background = item?.imageUrl ?? backgroundUrl;
  if (!shown.includes(background)) setShown([...shown, background]);

  const back = () => {
    const from = selected;
    setSelected(null);
    // Back disappears with the choice: hand focus to the item it came from.
    if (from !== null) itemButtons.current.get(from)?.focus();
  };

  const itemButton = (index: number, entry: OrbitItem, place: OrbitPlace) => (
    <button
      key={entry.name}
      ref={(el) => {
        if (el) itemButtons.current.set(index, el);
        else itemButtons.current.delete(index);
      }}
      type="button"
      className={styles.item[place]}
      aria-label={entry.name}
      aria-pressed={selected === index}
      onClick={() => setSelected(index)}
    >
      <span className={styles.itemImage}>
        <ResponsiveImage image={entry.imageUrl} alt="" cover sizes={place === 'below' ? '64px' : '(min-width: 1024px) 180px, 120px'} />
      </span>
      {place === 'below' && (
        <span className={styles.itemName} aria-hidden="true">
          {entry.name}
        </span>
      )}
    </button>
  );

  const onOrbit = items.slice(0, 3).map((entry, i) => ({ entry, index: i, place: orbitPlace(i) }));
  const below = items.slice(3);

  return (
    <section id={destinationSectionIds.discover} className={styles.root} aria-labelledby="discover-title" data-selected={item ? 'item' : 'none'}>
      <div className={styles.background} aria-hidden="true" data-background={background}>
        {shown.map((image) => (
          <div key={image} className={image === background ? styles.layer.current : styles.layer.hidden}>
            <ResponsiveImage image={image} alt="" cover sizes="100vw" />
          </div>
        ))}
        <div className={styles.scrim} />
      </div>

      <div className={`${container} ${styles.layout}`}>
        <div className={styles.copy} aria-live="polite">
          <p className={heading.eyebrow.onDark}>Discover {page.name}</p>
          <div key={selected ?? 'default'} className={styles.copyBody}>
            <h2 id="discover-title" className={styles.title}>
              {item ? item.name : <HtmlContent as="span" html={mainTitle} />}
            </h2>
            <p className={heading.lead.onDark}>{item ? item.description : mainDescription}</p>
          </div>
          {item && (
            <button type="button" className={styles.back} onClick={back}>
              <span aria-hidden="true">←</span> Back
            </button>
          )}
        </div>

        <div className={styles.stage}>
          <div className={styles.orbit} data-playing={playing}>
            <div className={styles.ring.outer} aria-hidden="true" />
            <div className={styles.ring.inner} aria-hidden="true" />
            {onOrbit.map(({ entry, index, place }) =>
              place === 'centre' ? (
                <div key={entry.name} className={styles.centre}>
                  {itemButton(index, entry, place)}
                </div>
              ) : (
                <div key={entry.name} className={styles.track[place === 'outer' ? 'outer' : 'inner']}>
                  <div className={styles.carrier[place === 'outer' ? 'outer' : 'inner']}>{itemButton(index, entry, place)}</div>
                </div>
              ),
            )}
          </div>

          <div className={styles.footer}>
            {below.length > 0 && (
              <ul className={styles.below} aria-label="More moments">
                {below.map((entry, i) => (
                  <li key={entry.name}>{itemButton(i + 3, entry, 'below')}</li>
                ))}
              </ul>
            )}
            <PlayPauseButton playing={playing} subject="orbit" onToggle={() => setPlaying(!playing)} className={styles.pause} />
          </div>
        </div>
      </div>
    </section>
  );
}
