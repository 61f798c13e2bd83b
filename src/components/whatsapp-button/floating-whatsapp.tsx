import { site } from '../../lib/content.ts';
import { whatsappLink } from '../../lib/whatsapp.ts';
import * as styles from './floating-whatsapp.css.ts';

/** The chat opens with a greeting the agency recognises; the traveller adds the rest. */
export const WHATSAPP_GREETING = `Hello ${site.brandName}! I'd like to plan a trip.`;

const GLYPH =
  'M12 2.2a9.8 9.8 0 0 0-8.4 14.9L2.2 21.8l4.8-1.3A9.8 9.8 0 1 0 12 2.2Zm0 1.8a8 8 0 1 1-4.1 14.9l-.3-.2-2.9.8.8-2.8-.2-.3A8 8 0 0 1 12 4Zm-3.1 3.6c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.4 2.5 1 3 .8 3.5.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.3.2-1.4-.1-.1-.3-.2-.6-.3l-2-1c-.3-.1-.5-.2-.7.1l-.9 1.1c-.2.2-.3.2-.6.1-.3-.2-1.2-.5-2.3-1.4-.9-.8-1.4-1.7-1.6-2-.2-.3 0-.5.1-.6l.5-.5.3-.5c.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5h-.6Z';

/** A floating button on every page that opens the agency's WhatsApp chat (issue 10). Placed last in <main>. */
export function FloatingWhatsApp() {
  return (
    <div className={styles.dock}>
      <a href={whatsappLink(site.chatNumber, WHATSAPP_GREETING)} className={styles.button} aria-label="Chat with us on WhatsApp" target="_blank" rel="noopener noreferrer">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
          <path d={GLYPH} />
        </svg>
      </a>
    </div>
  );
}
