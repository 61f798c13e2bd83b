import { normalizeTerm, wordPattern } from '../../../shared/search/search-options.ts';
import { highlightParts } from './highlight.ts';
import type { SiteSearchResult } from './search-results.ts';

/** Characters of context kept before the first matched word. */
const LEAD = 50;

/**
 * The passage of `text` around the first word the search matched (`terms`, in the index's form),
 * about `length` characters cut at word boundaries, with an ellipsis where text was cut.
 * Null when no word of `text` matched.
 */
export function snippetAround(text: string, terms: ReadonlySet<string>, length = 160): string | null {
  let at = -1;
  for (const match of text.matchAll(wordPattern())) {
    const term = normalizeTerm(match[0]);
    if (term !== null && terms.has(term)) {
      at = match.index;
      break;
    }
  }
  if (at === -1) return null;
  let start = Math.max(0, at - LEAD);
  if (start > 0) start = text.indexOf(' ', start) + 1 || at;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  const passage = text.slice(start, end).replace(/[\s,;:–—-]+$/, '');
  return `${start > 0 ? '…' : ''}${passage}${end < text.length ? '…' : ''}`;
}

/** A guide or policy result whose stored opening shows none of the matched words: worth quoting the passage. */
export function needsPassage(result: SiteSearchResult): boolean {
  return (result.kind === 'guide' || result.kind === 'policy') && !highlightParts(result.excerpt, result.terms).some((part) => part.match);
}

/** What a result shows under its title: the passage around the match when its section's text is at hand, else the opening. */
export function excerptToShow(result: SiteSearchResult, sectionTexts: ReadonlyMap<string, string>): string {
  const text = sectionTexts.get(result.id);
  return (text && snippetAround(text, result.terms)) || result.excerpt;
}
