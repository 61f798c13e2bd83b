import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { loadContent, ContentError } from '../../shared/content/load-content.ts';
import { crossCheckContent } from '../../shared/content/cross-check.ts';
import { createContentQueries, type ContentQueries } from '../content/queries.ts';
import { createContentResponses, type ContentResponses } from '../content/content-responses.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers built from the validated content/ folder (fixed until the next deploy). */
    content: ContentQueries;
    /** The read API's answers, serialised and compressed once (shared by its routes and the server's direct answers). */
    contentResponses: ContentResponses;
  }
}

/** Loads and checks content/ once at start; a broken file stops the start with its name and problem. */
async function content(app: FastifyInstance) {
  const loaded = loadContent(app.config.contentDir);
  const problems = crossCheckContent(loaded);
  if (problems.length) throw new ContentError(`content/ does not hang together:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const queries = createContentQueries(loaded);
  app.decorate('content', queries);
  app.decorate('contentResponses', createContentResponses(queries, app.securityHeaders));
}

export default fp(content, { name: 'content', dependencies: ['config', 'security'] });
