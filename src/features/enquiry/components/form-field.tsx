import type { InputHTMLAttributes } from 'react';
import * as styles from './enquiry-form.css.ts';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The field's message from the schema (browser or server); marks the input invalid. */
  error?: string;
}

/** A labelled input of the enquiry and expert forms, with its own message under it. */
export function FormField({ id, label, error, ...input }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={styles.input} />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
