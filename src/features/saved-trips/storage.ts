/** What the browser answered when asked to keep saved trips (navigator.storage.persist()). */
export type Persistence = 'granted' | 'denied' | 'unsupported';

/** Asks the browser to keep this site's storage until the traveller clears it. */
export async function requestPersistence(): Promise<Persistence> {
  if (!navigator.storage?.persist) return 'unsupported';
  if (await navigator.storage.persisted()) return 'granted';
  return (await navigator.storage.persist()) ? 'granted' : 'denied';
}

/** Whether storage is already persistent, without asking. */
export async function currentPersistence(): Promise<Persistence> {
  if (!navigator.storage?.persisted) return 'unsupported';
  return (await navigator.storage.persisted()) ? 'granted' : 'denied';
}

/** The answer in plain words (issue 7: the reader is told what the browser decided). */
export const PERSISTENCE_TEXT: Record<Persistence, string> = {
  granted: 'Your browser will keep saved trips until you remove them.',
  denied: 'Your browser may clear saved trips if this device runs short of space. Installing the app to your home screen makes them safer.',
  unsupported: 'This browser does not say how long it keeps saved trips; open them once in a while to be sure.',
};

export interface StorageFigures {
  usage: number;
  quota: number;
}

/** Bytes this site uses and may use on this device (navigator.storage.estimate()); null if unknown. */
export async function storageFigures(): Promise<StorageFigures | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? null : { usage, quota };
}
