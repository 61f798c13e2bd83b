import { ENQUIRY_TEXT } from '../../../../shared/config/enquiry-text.ts';
import { useOnline } from '../../../hooks/use-online.ts';
import type { OutboxEntry, OutboxFailure } from '../outbox/outbox-entry.ts';
import { useOutboxView } from '../outbox/outbox-view-store.ts';
import { madeOnFirstUse } from '../../../lib/made-on-first-use.ts';
import * as styles from './outbox-status.css.ts';

/** spec §8's texts for a try that did not get through (the entry stays queued and is tried again). */
export function failureText(failure: OutboxFailure): string {
  if (failure.reason === 'unknown') return ENQUIRY_TEXT.unknown;
  if (failure.reason === 'server') return failure.message ?? ENQUIRY_TEXT.generic;
  return ENQUIRY_TEXT.failed;
}

const timeOfDay = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }));

/** Says plainly that an entry is saved on the phone and not yet with the agency, and what it is waiting for. */
export function QueuedStatus({ entry }: { entry: OutboxEntry }) {
  const online = useOnline();
  const durable = useOutboxView((s) => s.durable);
  const failure = entry.lastFailure;
  return (
    <div role="status" className={styles.card}>
      <p className={styles.headline}>{durable ? ENQUIRY_TEXT.queued : ENQUIRY_TEXT.queuedNotSaved}</p>
      <p className={styles.detail}>
        {ENQUIRY_TEXT.savedAt(timeOfDay().format(entry.queuedAt))} ·{' '}
        {!online || !failure ? (
          online ? ENQUIRY_TEXT.sendingNow : ENQUIRY_TEXT.waiting
        ) : (
          <>
            <span>{failureText(failure)}</span> {ENQUIRY_TEXT.retrying}
          </>
        )}
      </p>
    </div>
  );
}
