/** `npm run content:check`: validates content/ and prints what it holds (exit 1 naming the file on error). */
import { loadContent } from '../shared/content/load-content.ts';
import { crossCheckContent } from '../shared/content/cross-check.ts';

try {
  const content = loadContent();
  const problems = crossCheckContent(content);
  if (problems.length) {
    console.error(`content/ has ${problems.length} cross-reference problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `content ok: ${content.destinationPages.size} destination pages, ${content.itineraries.length} itineraries, ` +
      `${content.blogs.length} blogs, ${content.guides.size} guides, ${content.policies.size} policies, ` +
      `${Object.keys(content.imageCatalog).length} images`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
