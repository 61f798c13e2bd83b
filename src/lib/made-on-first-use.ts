/**
 * A value made the first time it is asked for, then kept.
 *
 * Why: the first `Intl.DateTimeFormat` a page makes loads the browser's locale data, about 30 ms of
 * main thread on a fast machine and four times that on a slow phone. Made at module load, it ran on
 * every page before hydration, even where no time or date is shown (issue 9: total blocking time).
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
