import type { MouseEvent } from 'react';
import { Link } from '../../../lib/navigation/navigation.tsx';
import { ENQUIRY_TEXT } from '../../../../shared/config/enquiry-text.ts';
import type { OutboxEntry } from '../outbox/outbox-entry.ts';
import { useOutboxView } from '../outbox/outbox-view-store.ts';
import { useOnline } from '../../../hooks/use-online.ts';
import { failureText } from './outbox-status.tsx';
import { pageOutbox } from '../outbox/page-outbox.ts';
import { chatLinkFor, formPathFor, formSlotOf, summaryOf } from '../outbox/entry-details.ts';
import { handOff } from '../hand-off.ts';
import { button } from '../../../styles/button.css.ts';
import * as styles from './outbox-notice.css.ts';

/**
 * Every enquiry and expert request still in the outbox that no form on this page is showing: sent
 * from an earlier visit, another tab, or a page since left. Delivered ones offer the WhatsApp chat
 * (the page that sent them may have been closed before it could open it); refused ones lead back to their form.
 */
export function OutboxNotice() {
  const entries = useOutboxView((s) => s.entries);
  const sentHere = useOutboxView((s) => s.sentHere);
  const formsOnScreen = useOutboxView((s) => s.formsOnScreen);
  const shown = entries.filter((e) => !(sentHere[formSlotOf(e)] === e.key && (formsOnScreen[formSlotOf(e)] ?? 0) > 0));
  if (shown.length === 0) return null;
  return (
    <section aria-label="Your enquiries" className={styles.notice}>
      {shown.map((entry) => (
        <article key={entry.key} className={isOnItsWay(entry) ? styles.onItsWay : styles.item}>
          <p className={styles.summary}>{summaryOf(entry)}</p>
          <NoticeBody entry={entry} />
        </article>
      ))}
    </section>
  );
}

function NoticeBody({ entry }: { entry: OutboxEntry }) {
  const forget = () => void pageOutbox().remove(entry.key);
  if (entry.status === 'delivered') {
    const continueInChat = (event: MouseEvent<HTMLAnchorElement>) => {
      // Forget it before leaving: a delete still running when the page unloads could be lost.
      event.preventDefault();
      void pageOutbox()
        .remove(entry.key)
        .finally(() => handOff.navigate(chatLinkFor(entry)));
    };
    return (
      <>
        <p role="status" className={styles.sent}>
          {entry.kind === 'enquiry' ? ENQUIRY_TEXT.sent : ENQUIRY_TEXT.expertSent}
        </p>
        <div className={styles.actions}>
          <a href={chatLinkFor(entry)} className={button({ tone: 'dark', size: 'sm' })} onClick={continueInChat}>
            {ENQUIRY_TEXT.continueOnWhatsApp}
          </a>
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={forget}>
            {ENQUIRY_TEXT.dismiss}
          </button>
        </div>
      </>
    );
  }
  if (entry.status === 'refused') {
    const giveBack = () => {
      const view = useOutboxView.getState();
      view.setResult(formSlotOf(entry), { message: entry.refusal?.message ?? ENQUIRY_TEXT.failed, fieldErrors: entry.refusal?.fieldErrors ?? {} });
      view.returnWords(formSlotOf(entry), entry.payload);
      forget();
    };
    return (
      <>
        <p role="alert" className={styles.refused}>
          {ENQUIRY_TEXT.refusedTitle}: {entry.refusal?.message ?? ENQUIRY_TEXT.failed}
        </p>
        <div className={styles.actions}>
          <Link to={formPathFor(entry)} className={button({ tone: 'dark', size: 'sm' })} onClick={giveBack}>
            {ENQUIRY_TEXT.editAndResend}
          </Link>
        </div>
      </>
    );
  }
  return <OnItsWay entry={entry} />;
}

/** Queued or being sent: nothing to do but wait, so one quiet line (its form shows the whole card). */
const isOnItsWay = (entry: OutboxEntry) => entry.status !== 'delivered' && entry.status !== 'refused';

function OnItsWay({ entry }: { entry: OutboxEntry }) {
  const online = useOnline();
  const durable = useOutboxView((s) => s.durable);
  const failure = entry.lastFailure;
  let text: string = durable ? ENQUIRY_TEXT.queued : ENQUIRY_TEXT.queuedNotSaved;
  if (entry.status === 'sending' || (online && !failure)) text = ENQUIRY_TEXT.sendingNow;
  else if (online && failure) text = `${failureText(failure)} ${ENQUIRY_TEXT.retrying}`;
  return (
    <p role="status" className={styles.onItsWayText}>
      {text}
    </p>
  );
}
