import type { AsPlainObject } from 'minisearch';

/**
 * MiniSearch's index as the site ships it (issue 9: the search index is part of a precache of at most
 * 500 KiB). MiniSearch writes each term's postings as nested objects ({"2":{"148":1}}); here the terms
 * are one sorted list, and each term's postings one line of `field:docs;field:docs`, where docs are
 * base-36 gaps between document ids, with `*n` for a word that occurs n > 1 times. About a quarter
 * smaller than MiniSearch's JSON once compressed; the browser unpacks it before MiniSearch loads it.
 */
export interface PackedIndex extends Omit<AsPlainObject, 'index'> {
  terms: string;
  postings: string;
}

type Postings = AsPlainObject['index'][number][1];

function packPostings(postings: Postings): string {
  return Object.entries(postings)
    .map(([field, docs]) => {
      let previous = 0;
      const ids = Object.keys(docs).map(Number).sort((a, b) => a - b);
      const gaps = ids.map((id) => {
        const count = docs[id]!;
        const gap = (id - previous).toString(36);
        previous = id;
        return count > 1 ? `${gap}*${count}` : gap;
      });
      return `${field}:${gaps.join(',')}`;
    })
    .join(';');
}

function unpackPostings(line: string): Postings {
  const postings: Postings = {};
  for (const entry of line.split(';')) {
    const [field, gaps] = entry.split(':') as [string, string];
    let id = 0;
    const docs: Record<string, number> = {};
    for (const gap of gaps.split(',')) {
      const [step, count] = gap.split('*') as [string, string | undefined];
      id += parseInt(step, 36);
      docs[id] = count ? Number(count) : 1;
    }
    postings[field] = docs;
  }
  return postings;
}

export function packIndex({ index, ...rest }: AsPlainObject): PackedIndex {
  const sorted = [...index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { ...rest, terms: sorted.map(([term]) => term).join('\n'), postings: sorted.map(([, postings]) => packPostings(postings)).join('\n') };
}

export function unpackIndex({ terms, postings, ...rest }: PackedIndex): AsPlainObject {
  const lines = postings.split('\n');
  return { ...rest, index: terms.split('\n').map((term, i) => [term, unpackPostings(lines[i]!)]) };
}
