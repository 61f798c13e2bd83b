/**
 * What the site says about the device and the connection (issue 7). One home, so the pages, the
 * unit tests and the end-to-end tests read the same words.
 */
export const OFFLINE_TEXT = {
  notSaved: "You're offline and this page isn't saved on this device yet",
  notSavedHelp: 'It opens as soon as you are back online, and this page tries again by itself when the connection returns. Meanwhile, this is on your device:',
  unreachable: "We couldn't reach our server",
  unreachableHelp: 'Your connection may be weak, or our server busy. Nothing is lost: try again in a moment.',
  retry: 'Try again',
  waitingForConnection: 'Waiting for a connection…',
  savedOn: (date: string) => `Offline · saved on ${date}`,
} as const;
