import { home, site } from '../../../lib/content.ts';
import { formatAtLeast, formatCount, formatPercent } from '../../../lib/format.ts';
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
