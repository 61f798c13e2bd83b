import { madeOnFirstUse } from '../../src/lib/made-on-first-use.ts';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is falsy', () => {
    const make = vi.fn(() => 0);
    const value = madeOnFirstUse(make);
    expect([value(), value()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
