import { ENQUIRY_TEXT } from '../../../../shared/config/enquiry-text.ts';
import type { OutboxKind } from '../outbox/outbox-entry.ts';
import type { SubmissionPhase } from '../outbox/use-outbox-submission.ts';
import { QueuedStatus } from './outbox-status.tsx';
import * as styles from './enquiry-form.css.ts';

interface SubmissionFooterProps<K extends OutboxKind> {
  phase: SubmissionPhase<K>;
  sendLabel: string;
  buttonClassName: string;
}

/**
 * The end of a form that sends through the outbox (spec §4, §8): the send button ('Submitting...'
 * while it is being sent), or the queued card while it waits on the phone; then the success text or
 * the refusal's message.
 */
export function SubmissionFooter<K extends OutboxKind>({ phase, sendLabel, buttonClassName }: SubmissionFooterProps<K>) {
  let status: { kind: 'success' | 'error'; text: string } | null = null;
  if (phase.name === 'delivered') status = { kind: 'success', text: phase.message };
  else if (phase.name === 'editing' && phase.result) status = { kind: 'error', text: phase.result.message };
  return (
    <>
      {phase.name === 'queued' ? (
        <QueuedStatus entry={phase.entry} />
      ) : (
        <button type="submit" className={buttonClassName} disabled={phase.name === 'submitting'}>
          {phase.name === 'submitting' ? ENQUIRY_TEXT.submitting : sendLabel}
        </button>
      )}
      <p role="status" aria-live="polite" className={status ? styles.status[status.kind] : styles.statusEmpty}>
        {status?.text}
      </p>
    </>
  );
}
