/** `npm run content:report`: the content totals (words per guide, itineraries per destination/theme/duration). */
import { loadContent } from '../shared/content/load-content.ts';
import { contentTotals } from '../shared/content/totals.ts';

const totals = contentTotals(loadContent());
const table = (title: string, rows: Record<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k.padEnd(14)} ${v}`);
};
table('Words per deep-dive guide', totals.guideWords);
table('Itineraries per destination', totals.itinerariesPerDestination);
table('Itineraries per theme', totals.itinerariesPerTheme);
table('Itineraries per duration (days/nights)', totals.itinerariesPerDuration);
console.log(`\n${totals.itineraries} itineraries, ${totals.blogs} destination blogs, ${totals.images} catalogued images`);
