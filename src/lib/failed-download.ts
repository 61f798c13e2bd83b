/**
 * How browsers word a script or stylesheet that never arrived: Chromium "Failed to fetch dynamically
 * imported module", Firefox "error loading dynamically imported module", Safari "Importing a module
 * script failed", Vite's preload "Unable to preload CSS"; a fetch with no answer "Failed to fetch",
 * "NetworkError…" or "Load failed".
 */
const NEVER_ARRIVED = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|NetworkError|Load failed/i;

/** Whether an error is code or data the connection did not bring, not a fault of the page itself. */
export function isFailedDownload(error: unknown): boolean {
  return error instanceof Error && NEVER_ARRIVED.test(error.message);
}
