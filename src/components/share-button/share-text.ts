/** What the Share button says (tests read it from here). */
export const SHARE_TEXT = {
  button: 'Share',
  copied: 'Link copied',
  manual: 'Copy this link:',
} as const;

/** How long "Link copied" stays on screen. */
export const LINK_COPIED_VISIBLE_MS = 4000;
