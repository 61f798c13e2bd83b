import { createHash } from 'node:crypto';
import { z } from 'zod';
import { blogSchema, destinationBlogsSchema, destinationPageSchema, itinerarySchema } from '../../shared/schemas/index.ts';
import { QUERY_CACHE_SCHEMA } from '../../src/lib/query-cache-schema.ts';
import { persistOptions } from '../../src/lib/query-persister.ts';

/** The shapes the persisted query cache holds (query roots: destinations, itineraries, blogs). */
const persisted = { destinationPageSchema, itinerarySchema, blogSchema, destinationBlogsSchema };

function fingerprint(): string {
  const shapes = Object.entries(persisted).map(([name, schema]) => [name, z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })]);
  return createHash('sha256').update(JSON.stringify(shapes)).digest('hex').slice(0, 16);
}

describe('the persisted query cache is versioned by the shape of its data', () => {
  it('records the fingerprint of the current schemas (a changed shape needs a new version)', () => {
    const current = fingerprint();
    expect(
      current,
      `The persisted data's shape changed: bump QUERY_CACHE_SCHEMA.version and set its fingerprint to '${current}' in src/lib/query-cache-schema.ts`,
    ).toBe(QUERY_CACHE_SCHEMA.fingerprint);
  });

  it('does not depend on the build: the same buster for every deploy with the same shapes', () => {
    expect(persistOptions.buster).toBe(`data-shape-${QUERY_CACHE_SCHEMA.version}`);
    expect(persistOptions.buster).not.toContain(__BUILD_ID__);
  });
});
