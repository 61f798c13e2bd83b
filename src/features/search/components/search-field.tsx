import { useEffect, useId, useRef, type ComponentPropsWithRef, type FormEvent } from 'react';
import { wordsTypedBeforeHydration } from '../../../lib/typed-before-hydration.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { visuallyHidden } from '../../../styles/layout.css.ts';
import type { SearchPlacement } from './search-placement.ts';
import { SEARCH_FIELD_TEXT } from '../search-field-text.ts';
import * as styles from './search-combobox.css.ts';

interface SearchFieldProps {
  placement: SearchPlacement;
  tone: 'paper' | 'night';
  value: string;
  onValueChange(value: string): void;
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  /** The field already had the focus when the page hydrated (its focus event went unheard). */
  onFocusedBeforeHydration?(): void;
  /** The combobox's ARIA state and keys; the plain field (before search is opened) has none. */
  inputProps?: ComponentPropsWithRef<'input'>;
}

/**
 * The search landmark and its field, as the prerender shows it. Without JavaScript it submits to
 * /search?q=…; with it, the combobox (search-combobox.tsx) takes over the same markup.
 */
/**
 * Each search landmark's name: the search page has its own field beside the header's, and landmarks of
 * one role need names that tell them apart (axe: landmark-unique).
 */
const LANDMARK_LABEL: Record<SearchPlacement, string> = { header: 'Site search', menu: 'Search from the menu', page: 'Search again' };

export function SearchField({ placement, tone, value, onValueChange, onSubmit, onFocusedBeforeHydration, inputProps = {} }: SearchFieldProps) {
  const ownId = useId();
  const inputId = inputProps.id ?? `${ownId}-input`;
  const formRef = useRef<HTMLFormElement>(null);
  const early = useRef({ onValueChange, onFocusedBeforeHydration });
  useEffect(() => {
    // Words typed before hydration become the field's state before any render can wipe them.
    const typed = wordsTypedBeforeHydration(formRef.current).q;
    if (typed) early.current.onValueChange(typed);
    if (formRef.current?.contains(document.activeElement)) early.current.onFocusedBeforeHydration?.();
  }, []);
  return (
    <form ref={formRef} role="search" aria-label={LANDMARK_LABEL[placement]} action={paths.search.href()} method="get" onSubmit={onSubmit} className={styles.form[placement]}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {SEARCH_FIELD_TEXT.label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        className={styles.input[tone]}
        // The HTML validator (and ARIA in HTML's strictest reading) accepts role=combobox on a text
        // input only; without the combobox, a plain search field.
        type={inputProps.role === 'combobox' ? 'text' : 'search'}
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={SEARCH_FIELD_TEXT.placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </svg>
    </form>
  );
}
