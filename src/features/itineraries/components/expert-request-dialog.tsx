import { useEffect, useRef, useState, type FormEvent } from 'react';
import { site } from '../../../lib/content.ts';
import { expertRequestMessage, whatsappLink } from '../../../lib/whatsapp.ts';
import { button } from '../../../styles/button.css.ts';
import * as styles from './expert-request-dialog.css.ts';

interface Props {
  itineraryName: string;
  onClose(): void;
}

/** spec §2, §5: 'PLAN WITH AN EXPERT' modal; sending leaves the site for a WhatsApp chat (spec §4). */
export function ExpertRequestDialog({ itineraryName, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState({ name: '', phone: '', travelers: '1', travelDate: '' });

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal(); // a native modal dialog traps focus and closes on Escape
    return () => el?.close();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = expertRequestMessage(itineraryName, { ...form, travelers: Number(form.travelers) });
    window.location.assign(whatsappLink(site.chatNumber, message));
  }

  const field = (name: keyof typeof form, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input {...props} name={name} required value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} className={styles.input} />
    </label>
  );

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="expert-title" onClose={onClose}>
      <form onSubmit={onSubmit} className={styles.form}>
        <div className={styles.header}>
          <h2 id="expert-title">Plan “{itineraryName}” with an expert</h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {field('name', 'Name', { type: 'text', autoComplete: 'name' })}
        {field('phone', 'WhatsApp number', { type: 'tel', autoComplete: 'tel' })}
        {field('travelers', 'Number of travellers', { type: 'number', min: 1, inputMode: 'numeric' })}
        {field('travelDate', 'Travel dates', { type: 'text', placeholder: 'e.g. 12–18 March 2027' })}
        <button type="submit" className={button({ tone: 'dark' })}>
          Continue on WhatsApp
        </button>
      </form>
    </dialog>
  );
}
