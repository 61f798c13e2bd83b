import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineBootCostsNoRoundTrip, RESPONSE_HEAD_ALLOWANCE } from '../../../scripts/build/inline-boot.ts';
import { FIRST_ROUND_TRIP_BYTES } from '../../../scripts/lib/round-trips.ts';

/** Text brotli cannot shrink below about `bytes` (hex of a hash chain), the same every run. */
function noise(bytes: number, seed: string): string {
  let text = '';
  for (let block = seed; text.length < bytes * 2; ) text += block = createHash('sha256').update(block).digest('hex');
  return text.slice(0, bytes * 2);
}
const wire = (html: string) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length + RESPONSE_HEAD_ALLOWANCE;
const boot = `<script type="module">${noise(760, 'boot')}</script>`;

describe('the boot script goes inline only where that costs the page no round trip (issue 9)', () => {
  it('inlines it in a page that stays within the first round trip', () => {
    const page = noise(8_000, 'landing');
    expect(inlineBootCostsNoRoundTrip(page, page + boot)).toBe(true);
  });

  it('keeps the file in a page that fits the first round trip only without it', () => {
    const page = noise(13_200, 'destination');
    expect(wire(page)).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    expect(wire(page + boot)).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
    expect(inlineBootCostsNoRoundTrip(page, page + boot)).toBe(false);
  });

  it('inlines it in a long read that takes two round trips either way', () => {
    const page = noise(20_000, 'guide');
    expect(inlineBootCostsNoRoundTrip(page, page + boot)).toBe(true);
  });
});
