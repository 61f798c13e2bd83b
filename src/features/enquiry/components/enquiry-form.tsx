import { useId, useRef, type FormEvent } from 'react';
import type { EnquiryField } from '../../../../shared/schemas/enquiry.ts';
import { ENQUIRY_TEXT } from '../../../../shared/config/enquiry-text.ts';
import { ENQUIRY_REDIRECT_DELAY_MS } from '../../../../shared/config/constants.ts';
import { useToday } from '../../../hooks/use-today.ts';
import { useWordsTypedEarly } from '../../../hooks/use-words-typed-early.ts';
import { useEnquiryDraft } from '../stores/enquiry-draft-store.ts';
import { useOutboxSubmission } from '../outbox/use-outbox-submission.ts';
import { FormField } from './form-field.tsx';
import { SubmissionFooter } from './submission-footer.tsx';
import { button } from '../../../styles/button.css.ts';
import * as styles from './enquiry-form.css.ts';

/** Every enquiry form shares one draft (the home page's and /enquire's). */
const DRAFT = 'enquiry';

const FIELDS: Array<{ name: EnquiryField; label: string; type: string; autoComplete: string; placeholder?: string }> = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name', placeholder: 'Full name' },
  { name: 'date', label: 'Preferred travel date', type: 'date', autoComplete: 'off' },
  { name: 'contact', label: 'Phone / WhatsApp number', type: 'tel', autoComplete: 'tel', placeholder: '+91 98xxx xxxxx' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
];

interface EnquiryFormProps {
  /** Visible heading of the form; the /enquire page supplies its own. */
  title?: string;
  tone?: 'light' | 'dark';
}

/**
 * spec §2, §4, §5: the enquiry form. Checked with the server's own schema, written to the outbox on
 * this phone, sent (now or when the connection returns), stored by the server, then handed to WhatsApp.
 */
export function EnquiryForm({ title = 'Plan your journey', tone = 'light' }: EnquiryFormProps) {
  const id = useId();
  const today = useToday();
  const { draft, setField, setDraft, clear } = useEnquiryDraft();
  const { phase, submit, warm } = useOutboxSubmission({
    kind: 'enquiry',
    slot: DRAFT,
    restore: setDraft,
    onQueued: clear,
    handOffDelayMs: ENQUIRY_REDIRECT_DELAY_MS,
  });

  const formRef = useRef<HTMLFormElement>(null);
  // The stored draft comes back first; words typed before this form was live win over it.
  useWordsTypedEarly(formRef, DRAFT, (typed) => {
    void useEnquiryDraft.persist.rehydrate().then(() => {
      for (const { name } of FIELDS) {
        const words = typed[name];
        if (words !== undefined) useEnquiryDraft.getState().setField(name, words);
      }
    });
  });

  const locked = phase.name === 'submitting' || phase.name === 'queued';
  // While the outbox holds the enquiry, the form shows the words it holds (the draft was handed over).
  const values = (phase.name === 'submitting' || phase.name === 'queued' ? phase.entry?.payload : undefined) ?? draft;
  const fieldErrors = phase.name === 'editing' ? (phase.result?.fieldErrors ?? {}) : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!locked) void submit(draft);
  }

  return (
    <form ref={formRef} onFocus={warm} data-draft={DRAFT} className={styles.form[tone]} onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={phase.name === 'submitting'}>
      <h3 id={`${id}-title`} className={styles.title}>
        {title}
      </h3>
      <div className={styles.grid}>
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            error={fieldErrors[field.name]}
            name={field.name}
            type={field.type}
            required
            readOnly={locked}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            // Issue 8: no travel date before the traveller's today (the server has the same rule).
            min={field.type === 'date' ? today : undefined}
            value={values[field.name]}
            onChange={(e) => setField(field.name, e.target.value)}
          />
        ))}
      </div>
      <SubmissionFooter phase={phase} sendLabel={ENQUIRY_TEXT.send} buttonClassName={button({ tone: tone === 'dark' ? 'primary' : 'dark' })} />
    </form>
  );
}
