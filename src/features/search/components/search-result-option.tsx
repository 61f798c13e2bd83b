import type { SiteSearchResult } from '../search-results.ts';
import { KIND_LABEL } from '../search-text.ts';
import { HighlightedText } from './highlighted-text.tsx';
import * as styles from './search-combobox.css.ts';

interface SearchResultOptionProps {
  id: string;
  result: SiteSearchResult;
  active: boolean;
  onChoose(): void;
  onHover(): void;
}

/**
 * One result in the listbox: kind, title and excerpt with the matched words marked, and where it
 * belongs. Its accessible name is all of that, as shown (WCAG 2.5.3: the name contains the visible text).
 */
export function SearchResultOption({ id, result, active, onChoose, onHover }: SearchResultOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      data-url={result.url}
      className={styles.option}
      // Keep focus in the field: the click below chooses, the field never blurs in between.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
    >
      <span className={styles.kind}>{KIND_LABEL[result.kind]}</span>
      <span className={styles.title}>
        <HighlightedText text={result.title} terms={result.terms} />
      </span>
      <span className={styles.context}>
        <HighlightedText text={result.context} terms={result.terms} />
      </span>
      <span className={styles.excerpt}>
        <HighlightedText text={result.excerpt} terms={result.terms} />
      </span>
    </li>
  );
}
