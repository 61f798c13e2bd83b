import { z } from 'zod';
import { dataShapeHash, PERSISTED_SCHEMAS } from '../../scripts/build/data-shape.ts';
import { persistOptions } from '../../src/lib/query-persister.ts';

describe('the persisted query cache is versioned by the shape of its data', () => {
  it('uses the hash of the persisted schemas as its buster, not the build id', () => {
    expect(persistOptions.buster).toBe(`data-shape-${dataShapeHash()}`);
    expect(persistOptions.buster).toMatch(/^data-shape-[0-9a-f]{16}$/);
    expect(persistOptions.buster).not.toContain(__BUILD_ID__);
  });

  it('is the same for every build with the same shapes', () => {
    expect(dataShapeHash()).toBe(dataShapeHash({ ...PERSISTED_SCHEMAS }));
  });

  it('changes when a persisted shape changes (a field added to an itinerary)', () => {
    const itinerary = PERSISTED_SCHEMAS.itinerarySchema as z.ZodObject;
    const changed = { ...PERSISTED_SCHEMAS, itinerarySchema: itinerary.extend({ carbonKg: z.number() }) };
    expect(dataShapeHash(changed)).not.toBe(dataShapeHash());
  });
});
