/**
 * How many round trips a response takes on a new connection: TCP's slow start sends 10 segments of
 * 1,460 bytes (RFC 6928) before it waits for an acknowledgement, then twice as many each round trip.
 * On slow 4G (150 ms) every round trip is what a page's first paint waits for (issue 9).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** Round trips for `bytes` on the wire (headers included), from a new connection's first window. */
export function roundTripsFor(bytes: number): number {
  let trips = 1;
  for (let window = FIRST_ROUND_TRIP_BYTES, sent = window; sent < bytes; trips++) {
    window *= 2;
    sent += window;
  }
  return trips;
}
