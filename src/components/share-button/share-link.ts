/** What a share offers: the page's title, a line about it, and its address. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** How sharing ended: the system sheet took it, the link was copied, or the reader must copy it by hand. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual';

/**
 * The Web Share API where the browser has it (phones, Safari, Chrome on Windows and ChromeOS);
 * otherwise the link is copied to the clipboard; if the clipboard is refused (permissions, an
 * insecure origin), the caller shows the link to select and copy.
 */
export async function shareLink(data: ShareData, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The reader closed the share sheet: nothing more to do. Other failures fall back to copying.
      if ((error as Error | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard?.writeText) return 'manual';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'manual';
  }
}
