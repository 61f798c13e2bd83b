import { describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BYTES, roundTripsFor } from '../../../scripts/lib/round-trips.ts';

describe('round trips of a response on a new connection (slow start: 10, 20, 40… segments)', () => {
  it('takes one round trip up to the first window of 14,600 bytes, two just past it', () => {
    expect(FIRST_ROUND_TRIP_BYTES).toBe(14_600);
    expect(roundTripsFor(1)).toBe(1);
    expect(roundTripsFor(14_600)).toBe(1);
    expect(roundTripsFor(14_601)).toBe(2);
  });

  it('doubles the window each round trip', () => {
    expect(roundTripsFor(14_600 + 29_200)).toBe(2);
    expect(roundTripsFor(14_600 + 29_200 + 1)).toBe(3);
    expect(roundTripsFor(14_600 + 29_200 + 58_400 + 1)).toBe(4);
  });
});
