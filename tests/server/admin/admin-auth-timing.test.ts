import { basicCredentialsMatch } from '../../../server/admin/admin-auth.ts';

// Records every comparison the credential check makes, still through Node's own constant-time compare.
const compared = vi.hoisted(() => [] as Array<[number, number]>);
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.push([a.byteLength, b.byteLength]);
      return crypto.timingSafeEqual(a, b);
    },
  };
});

const expected = { user: 'agency', password: 'monsoon-ledger-42' };
const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;

describe('the credential check takes the same path whatever is sent', () => {
  beforeEach(() => {
    compared.length = 0;
  });

  it.each([
    ['the right credentials', basic('agency:monsoon-ledger-42'), true],
    ['a wrong user with the right password', basic('admin:monsoon-ledger-42'), false],
    ['the right user with a one-character password', basic('agency:m'), false],
    ['a password 1 000 characters long', basic(`agency:${'m'.repeat(1000)}`), false],
    ['a prefix of the right password', basic('agency:monsoon-ledger-4'), false],
    ['no colon', basic('agency'), false],
    ['no header at all', undefined, false],
  ])('%s: user and password both compared as 32-byte digests in constant time', (_label, header, result) => {
    expect(basicCredentialsMatch(header, expected)).toBe(result);
    // Never a short-cut on the user name, never a compare whose length depends on the guess.
    expect(compared).toEqual([
      [32, 32],
      [32, 32],
    ]);
  });
});
