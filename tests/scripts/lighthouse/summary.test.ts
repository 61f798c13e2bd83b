import { describe, expect, it } from 'vitest';
import { median, medianIndex } from '../../../scripts/lighthouse/summary.ts';

describe('the run a median comes from (npm run lighthouse shows that run’s LCP graph)', () => {
  it('is the middle run by value, not by order, for an odd count', () => {
    const lcps = [1280, 1150, 1210];
    expect(medianIndex(lcps)).toBe(2);
    expect(lcps[medianIndex(lcps)]).toBe(median(lcps));
  });

  it('is the lower of the middle two for an even count, a run that happened', () => {
    expect(medianIndex([1180, 1140, 1150, 1280])).toBe(2);
    expect(median([1180, 1140, 1150, 1280])).toBe(1165);
  });

  it('is the only run when there is one', () => {
    expect(medianIndex([1234])).toBe(0);
  });
});
