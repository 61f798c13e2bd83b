import type { Article, BlogPosting } from 'schema-dts';
import type { PageLinks } from './page-links.ts';

/** What a guide or a post shows: its heading, summary and picture, and when it was posted if known. */
export interface ArticleFacts {
  headline: string;
  description: string;
  imageId: string;
  url: string;
  datePublished?: string;
}

const common = (facts: ArticleFacts, links: PageLinks) => ({
  headline: facts.headline,
  description: facts.description,
  image: links.picture(facts.imageId),
  url: facts.url,
  mainEntityOfPage: facts.url,
  author: { '@id': links.agencyId },
  publisher: { '@id': links.agencyId },
  ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
});

/** A deep-dive guide. */
export const guideArticle = (facts: ArticleFacts, links: PageLinks): Article => ({ '@type': 'Article', ...common(facts, links) });

/** A destination's or the home page's blog post. */
export const blogPosting = (facts: ArticleFacts, links: PageLinks): BlogPosting => ({ '@type': 'BlogPosting', ...common(facts, links) });
