import { useEffect, useState } from 'react';
import { ENQUIRY_TEXT } from '../../../../shared/config/enquiry-text.ts';
import { useOnline } from '../../../hooks/use-online.ts';
import { handOff } from '../hand-off.ts';
import type { OutboxEntry, OutboxKind, OutboxPayloads } from './outbox-entry.ts';
import { pageOutbox } from './page-outbox.ts';
import { chatLinkFor } from './entry-details.ts';
import { useOutboxView, type FormResult } from './outbox-view-store.ts';

export interface SubmissionOptions<K extends OutboxKind> {
  kind: K;
  /** Which form this is (`formSlotOf`): 'enquiry', or one itinerary's expert form. */
  slot: string;
  /** Puts words back into the form (a refused entry). */
  restore(payload: OutboxPayloads[K]): void;
  /** The words are safe in the outbox: the form's own copy can go (spec §4: cleared on success). */
  onQueued(): void;
  /** How long the success message shows before WhatsApp opens. */
  handOffDelayMs: number;
}

let payloadCheck: Promise<typeof import('./check-payload.ts')> | undefined;

/**
 * The schema check's code (zod), kept out of the first page load: loaded when a form is first used,
 * so that a connection lost while the traveller types does not take it away, and on submit. A failed
 * load is tried again next time.
 */
function loadPayloadCheck() {
  payloadCheck ??= import('./check-payload.ts').catch((error: unknown) => {
    payloadCheck = undefined;
    throw error;
  });
  return payloadCheck;
}

/** What a form shows: its own words, the button's "Submitting...", the queued card, or the success text. */
export type SubmissionPhase<K extends OutboxKind> =
  | { name: 'editing'; result?: FormResult }
  | { name: 'submitting'; entry?: OutboxEntry<K> }
  | { name: 'queued'; entry: OutboxEntry<K> }
  | { name: 'delivered'; message: string };

/**
 * A form's side of the outbox. Submitting writes the entry first; then whatever moves it (this page,
 * another tab, the worker) this form follows it: sending → 'Submitting...', queued → the saved card,
 * delivered → the success text and WhatsApp after `handOffDelayMs`, refused → the words back with the messages.
 */
export function useOutboxSubmission<K extends OutboxKind>(options: SubmissionOptions<K>) {
  const { kind, slot, restore, onQueued, handOffDelayMs } = options;
  const key = useOutboxView((s) => s.sentHere[slot]);
  const entry = useOutboxView((s) => s.entries.find((e) => e.key === key)) as OutboxEntry<K> | undefined;
  const result = useOutboxView((s) => s.results[slot]);
  const returned = useOutboxView((s) => s.returned[slot]) as OutboxPayloads[K] | undefined;
  const online = useOnline();
  const [writing, setWriting] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    const { formMounted } = useOutboxView.getState();
    formMounted(slot, 1);
    return () => formMounted(slot, -1);
  }, [slot]);

  // Words of a refused entry come back into this form, whether it was refused here or shown by the page notice.
  useEffect(() => {
    if (!returned) return;
    restore(returned);
    useOutboxView.getState().returnWords(slot, undefined);
  }, [returned, slot, restore]);

  const status = entry?.status;
  useEffect(() => {
    if (!entry || (status !== 'delivered' && status !== 'refused')) return;
    const view = useOutboxView.getState();
    if (status === 'refused') {
      view.setResult(slot, { message: entry.refusal?.message ?? ENQUIRY_TEXT.failed, fieldErrors: entry.refusal?.fieldErrors ?? {} });
      view.returnWords(slot, entry.payload);
      view.setSentHere(slot, undefined);
      void pageOutbox().remove(entry.key);
      return;
    }
    setSuccess(entry.receipt?.message ?? ENQUIRY_TEXT.success);
    // spec §4: WhatsApp opens this long after the answer. The entry is forgotten first, so the next
    // visit does not offer a chat the traveller already opened.
    const timer = setTimeout(() => {
      void pageOutbox()
        .remove(entry.key)
        .finally(() => {
          useOutboxView.getState().setSentHere(slot, undefined);
          handOff.navigate(chatLinkFor(entry));
        });
    }, handOffDelayMs);
    return () => clearTimeout(timer);
    // Runs when the status changes, not on every copy of the entry the view receives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, entry?.key]);

  /** Checks the words with the server's schema, then writes them to the outbox and starts sending. */
  async function submit(values: OutboxPayloads[K]) {
    const view = useOutboxView.getState();
    view.setResult(slot, undefined);
    setSuccess(null);
    setWriting(true);
    try {
      let payload = values;
      // Offline before the worker took over (a first visit on a poor connection), the check's code
      // cannot come: the words are queued as typed. The server checks them when they are sent, and
      // a refusal brings them back into the form with its messages, as for a checked entry.
      const check = await loadPayloadCheck().catch(() => undefined);
      if (check) {
        const checked = check.checkPayloadNow(kind, values);
        if (!checked.ok) {
          view.setResult(slot, { message: ENQUIRY_TEXT.checkFields, fieldErrors: checked.fieldErrors });
          return;
        }
        payload = checked.payload;
      }
      const written = await pageOutbox().submit(kind, payload);
      view.setSentHere(slot, written.key);
      onQueued();
    } catch {
      // The outbox could not be written (storage full or switched off): nothing was sent, the words stay.
      view.setResult(slot, { message: ENQUIRY_TEXT.generic, fieldErrors: {} });
    } finally {
      setWriting(false);
    }
  }

  let phase: SubmissionPhase<K>;
  if (success !== null) phase = { name: 'delivered', message: success };
  else if (writing) phase = { name: 'submitting' };
  else if (entry?.status === 'sending') phase = { name: 'submitting', entry };
  // Online and not tried yet: the courier is about to take it, so there is nothing to explain.
  else if (entry?.status === 'queued') phase = online && entry.attempts === 0 ? { name: 'submitting', entry } : { name: 'queued', entry };
  else phase = { name: 'editing', result };
  /** For the form's `onFocus`: the check's code comes while the traveller types, not on submit. */
  const warm = () => void loadPayloadCheck().catch(() => {});
  return { phase, submit, warm };
}
