import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { ExpertRequest } from '../../../../shared/schemas/expert-request.ts';
import { useOutboxSubmission } from '../outbox/use-outbox-submission.ts';
import { expertFormSlot } from '../outbox/entry-details.ts';
import { useWordsTypedEarly } from '../../../hooks/use-words-typed-early.ts';
import { FormField } from './form-field.tsx';
import { SubmissionFooter } from './submission-footer.tsx';
import { button } from '../../../styles/button.css.ts';
import * as styles from './enquiry-form.css.ts';

type Words = { name: string; phone: string; travelers: string; travelDate: string };
const EMPTY: Words = { name: '', phone: '', travelers: '1', travelDate: '' };

const FIELDS: Array<{ name: keyof Words; label: string } & React.InputHTMLAttributes<HTMLInputElement>> = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'WhatsApp number', type: 'tel', autoComplete: 'tel' },
  // spec §5: a number, at least 1.
  { name: 'travelers', label: 'Number of travellers', type: 'number', min: 1, inputMode: 'numeric' },
  { name: 'travelDate', label: 'Travel dates', type: 'text', placeholder: 'e.g. 12–18 March 2027' },
];

interface ExpertRequestFormProps {
  itineraryId: string;
  itineraryName: string;
}

/**
 * spec §2, §3, §5: the 'PLAN WITH AN EXPERT' form. Like the enquiry it is checked with the server's
 * schema, written to the outbox, recorded once by POST /api/expert-requests, and then WhatsApp opens
 * with the spec's message (spec §7), word for word.
 */
export function ExpertRequestForm({ itineraryId, itineraryName }: ExpertRequestFormProps) {
  const id = useId();
  const [words, setWords] = useState<Words>(EMPTY);
  const restore = useCallback((request: ExpertRequest) => setWords({ ...request, travelers: String(request.travelers) }), []);
  const slot = expertFormSlot(itineraryId);
  const formRef = useRef<HTMLFormElement>(null);
  // Words typed before this form was live (before the itinerary hydrated) become its words.
  useWordsTypedEarly(formRef, slot, (typed) => {
    const adopted = Object.entries(typed).filter(([name]) => FIELDS.some((field) => field.name === name));
    if (adopted.length) setWords((current) => ({ ...current, ...Object.fromEntries(adopted) }));
  });
  const { phase, submit, warm } = useOutboxSubmission({
    kind: 'expert-request',
    slot,
    restore,
    onQueued: () => setWords(EMPTY),
    // spec §4: the expert form leaves for WhatsApp as soon as it is sent (here: as soon as it is stored).
    handOffDelayMs: 0,
  });

  const locked = phase.name === 'submitting' || phase.name === 'queued';
  const pending = phase.name === 'submitting' || phase.name === 'queued' ? phase.entry?.payload : undefined;
  const values: Words = pending ? { ...pending, travelers: String(pending.travelers) } : words;
  const fieldErrors = phase.name === 'editing' ? (phase.result?.fieldErrors ?? {}) : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema reads the number input's text ("2") as a number.
    if (!locked) void submit({ ...words, itineraryId, itineraryName } as unknown as ExpertRequest);
  }

  return (
    <form ref={formRef} onFocus={warm} data-draft={slot} onSubmit={onSubmit} className={styles.plainForm} aria-busy={phase.name === 'submitting'}>
      {FIELDS.map(({ name, label, ...input }) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={label}
          error={fieldErrors[name]}
          {...input}
          name={name}
          required
          readOnly={locked}
          value={values[name]}
          onChange={(e) => setWords((current) => ({ ...current, [name]: e.target.value }))}
        />
      ))}
      <SubmissionFooter phase={phase} sendLabel="Continue on WhatsApp" buttonClassName={button({ tone: 'dark' })} />
    </form>
  );
}
