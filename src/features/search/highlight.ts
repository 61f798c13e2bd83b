import { normalizeTerm, WORD_SEPARATOR } from '../../../shared/search/search-options.ts';

/** A run of text, marked when it is a word the search matched. */
export interface TextPart {
  text: string;
  match: boolean;
}

// The index's word boundary with a capture group, so split() keeps the separators.
const SPLIT = new RegExp(`(${WORD_SEPARATOR.source})`, WORD_SEPARATOR.flags);

/**
 * Cuts `text` into runs, marking each word whose indexed form (lower case, accents folded) is one of
 * `terms`, the words the index matched for this result (with prefix and typo matches resolved).
 * Neighbouring runs of the same kind are joined, so `<mark>` wraps words, never the gaps between them.
 */
export function highlightParts(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  for (const [i, piece] of text.split(SPLIT).entries()) {
    if (!piece) continue;
    // split() with one capture group alternates: even indexes are words, odd ones separators.
    const word = i % 2 === 0 ? normalizeTerm(piece) : null;
    const match = word !== null && terms.has(word);
    const last = parts.at(-1);
    if (last && last.match === match && !match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}
