import { highlightParts } from '../highlight.ts';

/** `text` with the words the search matched wrapped in <mark>. */
export function HighlightedText({ text, terms }: { text: string; terms: ReadonlySet<string> }) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}
