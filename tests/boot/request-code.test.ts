// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_PER_TASK, requestCode } from '../../src/boot/request-code.ts';

const preloadsInHead = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const modulesInHead = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src'));

describe('requestCode: the app code a prerendered page asks for after its first paint (issue 9)', () => {
  const modules = Array.from({ length: 23 }, (_, i) => `/assets/module-${i}.js`);

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the entry at once, alone in its task, and the first preloads, framework first, in the next', () => {
    requestCode('/assets/index.js', modules);
    expect(modulesInHead()).toEqual(['/assets/index.js']);
    expect(preloadsInHead()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloadsInHead()).toEqual(modules.slice(0, PRELOADS_PER_TASK));
  });

  it('adds the rest a few per task, so no single task starts every fetch, until each module is asked for once', () => {
    requestCode('/assets/index.js', modules);
    const perTask: number[] = [];
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      perTask.push(preloadsInHead().length - perTask.reduce((a, b) => a + b, 0));
    }
    expect(Math.max(...perTask)).toBeLessThanOrEqual(PRELOADS_PER_TASK);
    expect(perTask.length).toBeGreaterThan(1);
    expect(preloadsInHead()).toEqual(modules);
    expect(modulesInHead()).toEqual(['/assets/index.js']);
  });

  it('resolves only once the last preload is in the page', async () => {
    let resolved = false;
    const done = requestCode('/assets/index.js', modules).then(() => (resolved = true));
    await vi.advanceTimersToNextTimerAsync();
    expect(resolved).toBe(false);
    await vi.runAllTimersAsync();
    await done;
    expect(preloadsInHead()).toEqual(modules);
  });

  it('with nothing to preload, asks for the entry alone and leaves no timer behind', async () => {
    await requestCode('/assets/index.js', []);
    expect(modulesInHead()).toEqual(['/assets/index.js']);
    expect(preloadsInHead()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
