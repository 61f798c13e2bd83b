import { useState, type ComponentType } from 'react';
import { SearchField } from './search-field.tsx';
import type { SearchComboboxProps } from './search-combobox.tsx';

type Combobox = ComponentType<SearchComboboxProps>;
// The combobox, its results and its keys are fetched once, when a reader first reaches for a field.
let comboboxModule: Promise<Combobox> | null = null;
const loadCombobox = () => (comboboxModule ??= import('./search-combobox.tsx').then((module) => module.SearchCombobox));

interface SearchEntryProps {
  /** `header`: the desktop bar (hidden under 768 px, where the menu has it); `menu`: the mobile menu. */
  placement?: 'header' | 'menu';
  /** `night`: on the landing artwork or the dark menu. */
  tone?: 'paper' | 'night';
  /** After a result opens (the mobile menu closes itself). */
  onNavigate?(): void;
}

/**
 * The search field of the header and the mobile menu. Until it is first focused (or hovered) it is a
 * plain field that submits to /search?q=…, costing the page almost nothing; once the combobox code
 * has arrived it takes the field's place, keeping what was typed and the focus.
 */
export function SearchEntry({ placement = 'header', tone = 'paper', onNavigate }: SearchEntryProps) {
  const [query, setQuery] = useState('');
  const [SearchCombobox, setSearchCombobox] = useState<Combobox | null>(null);
  const [focused, setFocused] = useState(false);
  const upgrade = () => {
    loadCombobox().then(
      (component) => setSearchCombobox(() => component),
      () => {
        comboboxModule = null; // offline before the worker had it: the plain field still submits
      },
    );
  };

  const reachFor = () => {
    setFocused(true);
    upgrade();
  };

  if (SearchCombobox) {
    return <SearchCombobox placement={placement} tone={tone} query={query} onQueryChange={setQuery} onNavigate={onNavigate} autoFocus={focused} />;
  }
  return (
    <SearchField
      placement={placement}
      tone={tone}
      value={query}
      onValueChange={setQuery}
      onFocusedBeforeHydration={reachFor}
      inputProps={{
        onFocus: reachFor,
        onBlur: () => setFocused(false),
        onPointerEnter: upgrade,
      }}
    />
  );
}
