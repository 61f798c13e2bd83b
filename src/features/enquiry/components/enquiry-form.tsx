import { useEffect, useId, type FormEvent } from 'react';
import type { Enquiry, EnquiryField } from '../../../../shared/schemas/enquiry.ts';
import { useSubmitEnquiry, EnquiryRejected } from '../api/submit-enquiry.ts';
import { useEnquiryDraft } from '../stores/enquiry-draft-store.ts';
import { ENQUIRY_TEXT } from '../../../../shared/config/enquiry-text.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { button } from '../../../styles/button.css.ts';
import * as styles from './enquiry-form.css.ts';

const FIELDS: Array<{ name: EnquiryField; label: string; type: string; autoComplete: string; placeholder?: string }> = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name', placeholder: 'Full name' },
  { name: 'date', label: 'Preferred travel date', type: 'date', autoComplete: 'off' },
  { name: 'contact', label: 'Phone / WhatsApp number', type: 'tel', autoComplete: 'tel', placeholder: '+91 98xxx xxxxx' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
];

/** spec §8: the server's message, else the fixed fallbacks. */
function errorText(error: unknown): string {
  if (error instanceof EnquiryRejected) return error.message || ENQUIRY_TEXT.generic;
  if (error instanceof Error) return ENQUIRY_TEXT.failed;
  return ENQUIRY_TEXT.unknown;
}

interface EnquiryFormProps {
  /** Visible heading of the form; the /enquire page supplies its own. */
  title?: string;
  tone?: 'light' | 'dark';
}

/** spec §2, §4, §5: the enquiry form. Stored by the server, then handed over to WhatsApp. */
export function EnquiryForm({ title = 'Plan your journey', tone = 'light' }: EnquiryFormProps) {
  const id = useId();
  const { draft, setField, clear } = useEnquiryDraft();
  const mutation = useSubmitEnquiry();

  useEffect(() => {
    void useEnquiryDraft.persist.rehydrate();
  }, []);

  const fieldErrors = mutation.error instanceof EnquiryRejected ? mutation.error.fieldErrors : {};
  const submitting = mutation.isPending && !mutation.isPaused;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const enquiry: Enquiry = { ...draft };
    mutation.mutate({ enquiry, idempotencyKey: newIdempotencyKey() }, { onSuccess: () => clear() });
  }

  let status: { kind: 'info' | 'success' | 'error'; text: string } | null = null;
  if (mutation.isPaused) status = { kind: 'info', text: ENQUIRY_TEXT.queued };
  else if (mutation.isSuccess) status = { kind: 'success', text: mutation.data.message };
  else if (mutation.isError) status = { kind: 'error', text: errorText(mutation.error) };

  return (
    <form className={styles.form[tone]} onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate={false}>
      <h3 id={`${id}-title`} className={styles.title}>
        {title}
      </h3>
      <div className={styles.grid}>
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.name}`;
          const error = fieldErrors[field.name];
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={inputId} className={styles.label}>
                {field.label}
              </label>
              <input
                id={inputId}
                name={field.name}
                type={field.type}
                required
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                value={draft[field.name]}
                onChange={(e) => setField(field.name, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className={styles.input}
              />
              {error && (
                <p id={`${inputId}-error`} className={styles.fieldError}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className={button({ tone: tone === 'dark' ? 'primary' : 'dark' })} disabled={submitting}>
        {submitting ? ENQUIRY_TEXT.submitting : 'Send enquiry'}
      </button>
      <p role="status" aria-live="polite" className={status ? styles.status[status.kind] : styles.statusEmpty}>
        {status?.text}
      </p>
    </form>
  );
}
