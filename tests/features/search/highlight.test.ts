import { highlightParts } from '../../../src/features/search/highlight.ts';

const marked = (text: string, terms: string[]) =>
  highlightParts(text, new Set(terms))
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks the matched words, whatever their case, and leaves the text intact', () => {
    expect(marked('Desert safari in Dubai: the desert at dusk', ['desert', 'dubai'])).toBe('[Desert] safari in [Dubai]: the [desert] at dusk');
  });

  it('marks whole words only, never part of one or the gap between two', () => {
    expect(marked('Deserted deserts, a desert', ['desert'])).toBe('Deserted deserts, a [desert]');
    const parts = highlightParts('Burj Khalifa', new Set(['burj', 'khalifa']));
    expect(parts).toEqual([
      { text: 'Burj', match: true },
      { text: ' ', match: false },
      { text: 'Khalifa', match: true },
    ]);
  });

  it('matches accented and hyphenated words the way the index stores them', () => {
    expect(marked('Réunion and the double-ikat weave', ['reunion', 'ikat'])).toBe('[Réunion] and the double-[ikat] weave');
  });

  it('never marks stop words, and with no terms returns the text as one run', () => {
    expect(marked('The best of the island', ['the', 'island'])).toBe('The best of the [island]');
    expect(highlightParts('Nothing to mark here.', new Set())).toEqual([{ text: 'Nothing to mark here.', match: false }]);
    expect(highlightParts('', new Set(['a']))).toEqual([]);
  });
});
