import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/navigation/navigation.tsx';
import { paths } from '../../../../shared/config/paths.ts';
import { visuallyHidden } from '../../../styles/layout.css.ts';
import type { SearchPlacement } from './search-placement.ts';
import { SearchField } from './search-field.tsx';
import { useSearchIndex } from '../hooks/use-search-index.ts';
import { useSiteSearch } from '../hooks/use-site-search.ts';
import { useListboxKeys } from '../hooks/use-listbox-keys.ts';
import { useSectionTexts } from '../hooks/use-section-texts.ts';
import { excerptToShow, needsPassage } from '../snippet.ts';
import { SEARCH_TEXT } from '../search-text.ts';
import { MIN_QUERY_LENGTH, PAGE_LIST_LENGTH, SHORT_LIST_LENGTH } from '../search-limits.ts';
import { SearchResultOption } from './search-result-option.tsx';
import { NothingFound } from './nothing-found.tsx';
import * as styles from './search-combobox.css.ts';

export interface SearchComboboxProps {
  placement: SearchPlacement;
  /** `night`: light text on the landing artwork or the dark menu. */
  tone?: 'paper' | 'night';
  query: string;
  onQueryChange(query: string): void;
  /** Called after a result (or "See all") was opened: the mobile menu closes itself. */
  onNavigate?(): void;
  /** Take focus when shown (it replaces the plain field the reader just focused). */
  autoFocus?: boolean;
}

/**
 * The site search field (WAI-ARIA combobox with a listbox popup): results as you type with the
 * matched words marked, a live count, ↓/↑/Enter/Escape. The index and the search library are
 * downloaded the first time the field is focused, or at once on the search page with a query.
 */
export function SearchCombobox({ placement, tone = 'paper', query, onQueryChange, onNavigate, autoFocus = false }: SearchComboboxProps) {
  const baseId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const navigate = useNavigate();
  const { state, open } = useSearchIndex();
  const { searchedQuery, results, message } = useSiteSearch(query, state);
  const onPage = placement === 'page';
  const inputRef = useRef<HTMLInputElement>(null);

  // It replaces the plain field the reader is in: focus moves over, the caret after what was typed.
  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  useEffect(() => {
    if ((onPage && query) || autoFocus) open();
  }, [onPage, query, autoFocus, open]);

  const shown = results.slice(0, onPage ? PAGE_LIST_LENGTH : SHORT_LIST_LENGTH);
  const sectionTexts = useSectionTexts(shown.filter(needsPassage).map((result) => result.id));
  const seeAll = !onPage && results.length > shown.length;
  const optionCount = shown.length + (seeAll ? 1 : 0);
  const panelOpen = query.trim() !== '' && (onPage || (focused && !dismissed));
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const nothingFound = onPage && state.status === 'ready' && searchedQuery.trim().length >= MIN_QUERY_LENGTH && results.length === 0;

  function go(url: string) {
    setDismissed(true);
    navigate(url);
    onNavigate?.();
  }
  const choose = (i: number) => go(i < shown.length ? shown[i]!.url : paths.search.href(query));
  const keys = useListboxKeys({
    count: optionCount,
    listKey: searchedQuery,
    expanded: panelOpen && optionCount > 0,
    open: () => setDismissed(false),
    choose,
    escape: () => (panelOpen && !onPage ? setDismissed(true) : onQueryChange('')),
  });

  // The highlighted option stays in view as the arrows move through a list taller than its panel.
  useEffect(() => {
    if (keys.activeIndex >= 0) document.getElementById(`${baseId}-option-${keys.activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [keys.activeIndex, baseId]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onPage && query.trim()) go(paths.search.href(query));
  }
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <div className={styles.root[placement]} onBlur={onBlur}>
      <SearchField
        placement={placement}
        tone={tone}
        value={query}
        onValueChange={(value) => {
          setDismissed(false);
          onQueryChange(value);
          open();
        }}
        onSubmit={onSubmit}
        inputProps={{
          id: `${baseId}-input`,
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': panelOpen && optionCount > 0,
          'aria-controls': `${baseId}-listbox`,
          'aria-activedescendant': keys.activeIndex >= 0 ? optionId(keys.activeIndex) : undefined,
          ref: inputRef,
          onFocus: () => {
            setFocused(true);
            open();
          },
          onKeyDown: keys.onKeyDown,
        }}
      />
      {/* The header's panel scrolls: Tab from the field reaches it, so the keyboard can scroll it too. */}
      <div className={panelOpen ? styles.panel[placement] : visuallyHidden} tabIndex={placement === 'header' && panelOpen ? 0 : undefined}>
        <p role="status" className={styles.status}>
          {message}
        </p>
        <ul id={`${baseId}-listbox`} role="listbox" aria-label={SEARCH_TEXT.resultsLabel} className={styles.listbox}>
          {panelOpen &&
            shown.map((result, i) => (
              <SearchResultOption
                key={result.id}
                id={optionId(i)}
                result={{ ...result, excerpt: excerptToShow(result, sectionTexts) }}
                active={keys.activeIndex === i}
                onChoose={() => choose(i)}
                onHover={() => keys.setActiveIndex(i)}
              />
            ))}
          {panelOpen && seeAll && (
            <li
              id={optionId(shown.length)}
              role="option"
              aria-selected={keys.activeIndex === shown.length}
              className={styles.seeAll}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(shown.length)}
            >
              {SEARCH_TEXT.seeAll(results.length)}
            </li>
          )}
        </ul>
        {nothingFound && (
          <NothingFound
            onTry={(word, byKeyboard) => {
              onQueryChange(word);
              // The button goes with the results: a keyboard goes back to the field. A tap does not,
              // or a phone's keyboard would rise over the results it asked for.
              if (byKeyboard) inputRef.current?.focus();
            }}
          />
        )}
      </div>
    </div>
  );
}
