import { basicCredentialsMatch, createFailureLimiter, isSameOrigin } from '../../../server/admin/admin-auth.ts';

const expected = { user: 'agency', password: 'monsoon-ledger-42' };
const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;

describe('basicCredentialsMatch', () => {
  it('accepts exactly the user and password, a colon inside the password included', () => {
    expect(basicCredentialsMatch(basic('agency:monsoon-ledger-42'), expected)).toBe(true);
    expect(basicCredentialsMatch(basic('agency:a:b'), { user: 'agency', password: 'a:b' })).toBe(true);
    expect(basicCredentialsMatch(basic('अनन्या:पासवर्ड-1234'), { user: 'अनन्या', password: 'पासवर्ड-1234' })).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['no colon', basic('agencymonsoon-ledger-42')],
    ['an empty password', basic('agency:')],
    ['a longer password', basic('agency:monsoon-ledger-42x')],
    ['another scheme', 'Digest abc'],
    ['not base64', 'Basic ***'],
  ])('refuses %s', (_label, header) => {
    expect(basicCredentialsMatch(header, expected)).toBe(false);
  });
});

describe('createFailureLimiter', () => {
  it('refuses an address after max failures until the window ends, and forgets it after a success', () => {
    let now = 0;
    const limiter = createFailureLimiter({ max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) limiter.fail('10.0.0.1');
    expect(limiter.retryAfterSeconds('10.0.0.1')).toBe(60);
    expect(limiter.retryAfterSeconds('10.0.0.2')).toBe(0);
    now = 59_000;
    expect(limiter.retryAfterSeconds('10.0.0.1')).toBe(1);
    now = 60_000;
    expect(limiter.retryAfterSeconds('10.0.0.1')).toBe(0);
    limiter.fail('10.0.0.3');
    limiter.fail('10.0.0.3');
    limiter.succeed('10.0.0.3');
    limiter.fail('10.0.0.3');
    expect(limiter.retryAfterSeconds('10.0.0.3')).toBe(0);
  });
});

describe('isSameOrigin', () => {
  it.each([
    [{ origin: 'https://inbox.example' }, true],
    [{ referer: 'https://inbox.example/admin/enquiries/1' }, true],
    [{ origin: 'https://inbox.example:8443' }, false],
    [{ origin: 'https://evil.example', referer: 'https://inbox.example/admin' }, false],
    [{ origin: 'null' }, false],
    [{ origin: 'not a url' }, false],
    [{}, false],
  ])('%j from inbox.example: %s', (headers, same) => {
    expect(isSameOrigin(headers, 'inbox.example')).toBe(same);
  });
});
