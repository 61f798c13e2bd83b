import type { ReactNode } from 'react';
import * as styles from './status-page.css.ts';

interface StatusPageProps {
  title: string;
  message?: string;
  children?: ReactNode;
}

/** A calm message filling the page's main area: not found, offline, errors. Callers frame it (PageFrame). */
export function StatusPage({ title, message, children }: StatusPageProps) {
  return (
    <div className={styles.root}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {message && <p className={styles.message}>{message}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </div>
  );
}
