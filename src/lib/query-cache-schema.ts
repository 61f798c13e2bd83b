/**
 * The shape of what the persisted query cache holds (destination pages, itineraries, blogs). The
 * cache is versioned by this, not by the build: a deploy that keeps these shapes keeps everything a
 * traveller had on the device. tests/lib/query-cache-schema.test.ts recomputes the fingerprint from
 * shared/schemas and fails when a shape changes: then bump `version` and record the new fingerprint.
 */
export const QUERY_CACHE_SCHEMA = {
  version: 1,
  fingerprint: '898ada6c7238669a',
} as const;
