import { useSearchParams } from 'react-router';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { container, section } from '../../../styles/layout.css.ts';
import { SEARCH_TEXT } from '../search-text.ts';
import { SearchCombobox } from './search-combobox.tsx';
import * as styles from './search-page.css.ts';

/**
 * /search?q=…: the query lives in the URL (shareable, kept on reload, replaced as the reader types).
 * The prerendered page cannot know the query, so the field starts empty in the prerender and during
 * hydration, and takes the URL's query right after (no hydration mismatch).
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const query = hydrated ? (params.get('q') ?? '') : '';
  const setQuery = (next: string) => setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });
  return (
    <div className={`${container} ${section} ${styles.root}`}>
      <h1 className={styles.title}>{SEARCH_TEXT.pageTitle}</h1>
      <p className={styles.intro}>{SEARCH_TEXT.pageIntro}</p>
      <SearchCombobox placement="page" query={query} onQueryChange={setQuery} />
    </div>
  );
}
