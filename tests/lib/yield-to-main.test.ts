import { yieldToMain } from '../../src/lib/yield-to-main.ts';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task, after work already queued, not in a microtask', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const resumed = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve();
    queueMicrotask(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'queued task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
