/**
 * Preload links added per task. Each one starts a fetch, about 1 ms of main thread apiece on this
 * machine unthrottled (a CPU profile of `/`: 23 links and the entry took 19–26 ms in one task), so on a
 * phone four times slower, all at once made one long task that a tap would wait behind (issue 9:
 * total blocking time). In a trace of a destination page at 4× CPU, tasks adding four took 50–110 ms
 * (each link starts a request); two per task keeps each under the 50 ms a long task starts at.
 */
export const PRELOADS_PER_TASK = 2;

/**
 * Asks for the app's code: the entry module at once, alone in its task, then `preloads` (every module
 * it and the page's route import, in the order the build lists them, the framework first) a few per
 * task from the next one. The entry does not wait for them: a module it imports before its preload is
 * added is fetched once, by whichever asks first (the browser keeps one module map). Resolves once the
 * last preload is added.
 *
 * Alone, because the entry's request and the first preloads' took one task of 18–31 ms unthrottled
 * (traces of `/` and an itinerary): 75–125 ms on Lighthouse's phone, most of `/`'s blocking time after
 * its first paint.
 */
export function requestCode(entry: string, preloads: readonly string[]): Promise<void> {
  const module = document.createElement('script');
  module.type = 'module';
  module.src = entry;
  document.head.append(module);
  return new Promise((allAdded) => {
    const addFrom = (start: number) => {
      for (const href of preloads.slice(start, start + PRELOADS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      if (start + PRELOADS_PER_TASK < preloads.length) setTimeout(() => addFrom(start + PRELOADS_PER_TASK), 0);
      else allAdded();
    };
    if (preloads.length) setTimeout(() => addFrom(0), 0);
    else allAdded();
  });
}
