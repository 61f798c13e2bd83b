/** `npm run content:check`: validates content/ and prints what it holds (exit 1 naming the file on error). */
import { loadCheckedContent } from '../shared/content/cross-check.ts';

try {
  const content = loadCheckedContent();
  console.log(
    `content ok: ${content.destinationPages.size} destination pages, ${content.itineraries.length} itineraries, ` +
      `${content.blogs.length} blogs, ${content.guides.size} guides, ${content.policies.size} policies, ` +
      `${Object.keys(content.imageCatalog).length} images`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
