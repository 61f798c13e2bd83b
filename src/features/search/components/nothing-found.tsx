import { Link } from '../../../lib/navigation/navigation.tsx';
import { paths } from '../../../../shared/config/paths.ts';
import { SEARCH_TEXT } from '../search-text.ts';
import * as styles from './nothing-found.css.ts';

const TEXT = SEARCH_TEXT.nothingFound;

/**
 * Below "No results" on the search page: a search that found nothing is not the end of the visit.
 * Words the site does know (one tap searches them), the destinations, and the planners themselves.
 * A click with no pointer behind it (`detail` 0) came from the keyboard.
 */
export function NothingFound({ onTry }: { onTry(query: string, byKeyboard: boolean): void }) {
  return (
    <div className={styles.root}>
      <p>{TEXT.hint}</p>
      <ul className={styles.tries} aria-label={TEXT.tryLabel}>
        {TEXT.tries.map((word) => (
          <li key={word}>
            <button type="button" className={styles.chip} onClick={(event) => onTry(word, event.detail === 0)}>
              {word}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.ways}>
        <Link to={paths.destinations.href()}>{TEXT.browse}</Link>
        <Link to={paths.enquire.href()}>{TEXT.ask}</Link>
      </p>
    </div>
  );
}
