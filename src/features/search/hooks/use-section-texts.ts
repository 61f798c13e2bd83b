import { useEffect, useState } from 'react';
import { parseSearchId } from '../../../../shared/search/search-ids.ts';
import { sectionText } from '../../../../shared/search/section-text.ts';
import { loadGuide, loadPolicy } from '../../../lib/content.ts';

// One load per section for the whole visit; a failed load (offline, never cached) is forgotten.
const loaded = new Map<string, Promise<string | null>>();

/** The full text of the guide or policy section a result id names, from the site's own content chunks. */
function loadSectionText(id: string): Promise<string | null> {
  let pending = loaded.get(id);
  if (!pending) {
    const target = parseSearchId(id);
    const load = target?.prefix === 'guide' ? loadGuide : target?.prefix === 'policy' ? loadPolicy : null;
    if (!target?.section || !load) return Promise.resolve(null);
    pending = load(target.key).then((page) => {
      const section = page?.sections.find((s) => s.id === target.section);
      return section ? sectionText(section) : null;
    });
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending.catch(() => null);
}

/**
 * Full texts of the guide and policy sections among `ids`, so a result can quote the passage that
 * matched instead of the section's opening. The index stores only openings (to stay small); the
 * guides and policies themselves are chunks the worker precaches, so this works offline too.
 */
export function useSectionTexts(ids: readonly string[]): ReadonlyMap<string, string> {
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(() => new Map());
  const key = ids.join('|');
  useEffect(() => {
    if (!key) return;
    let current = true;
    void Promise.all(key.split('|').map(async (id) => [id, await loadSectionText(id)] as const)).then((entries) => {
      if (!current) return;
      setTexts((previous) => {
        const found = entries.filter((entry): entry is readonly [string, string] => entry[1] !== null && !previous.has(entry[0]));
        return found.length ? new Map([...previous, ...found]) : previous;
      });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return texts;
}
