/** Decimal units, as phones and browsers show storage. */
const UNITS = ['bytes', 'kB', 'MB', 'GB'] as const;

/** 8_412_345 → "8.4 MB"; 950 → "950 bytes". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${value >= 100 ? Math.round(value) : value.toFixed(1).replace(/\.0$/, '')} ${UNITS[unit]}`;
}

/** The bytes of stored files (each counted once, whichever step stored it). */
export function totalBytes(files: ReadonlyArray<{ url: string; bytes: number }>): number {
  const seen = new Map<string, number>();
  for (const file of files) seen.set(file.url, file.bytes);
  return [...seen.values()].reduce((sum, bytes) => sum + bytes, 0);
}
