import { useState, type KeyboardEvent } from 'react';

interface ListboxKeysOptions {
  /** Options in the list now. */
  count: number;
  /** Changes whenever the list is replaced (the query it shows), so a stale highlight is dropped. */
  listKey: string;
  /** The list is showing (closed lists ignore arrows until reopened). */
  expanded: boolean;
  open(): void;
  choose(index: number): void;
  /** Escape: close the list, or clear the field when it is already closed. */
  escape(): void;
}

/**
 * WAI-ARIA combobox keys: ↓/↑ move the highlighted option (wrapping; on a closed list they reopen it),
 * Enter picks it, Escape closes or clears. Focus stays in the field (aria-activedescendant).
 */
export function useListboxKeys({ count, listKey, expanded, open, choose, escape }: ListboxKeysOptions) {
  const [active, setActive] = useState({ listKey, index: -1 });
  const activeIndex = active.listKey === listKey && expanded && active.index < count ? active.index : -1;
  const moveTo = (index: number) => setActive({ listKey, index });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) open(); // and highlight the first (↓) or last (↑) option, as WAI-ARIA's example does
        if (count === 0) return;
        moveTo(!expanded || activeIndex === -1 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count);
        return;
      }
      case 'Enter':
        if (activeIndex === -1) return; // the form submits
        event.preventDefault();
        choose(activeIndex);
        return;
      case 'Escape':
        event.preventDefault();
        // The mobile menu also closes on Escape: the first Escape belongs to the search.
        if (expanded || event.currentTarget.value) event.stopPropagation();
        escape();
        return;
    }
  }

  return { activeIndex, setActiveIndex: moveTo, onKeyDown };
}
