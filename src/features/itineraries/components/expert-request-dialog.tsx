import type { ReactNode } from 'react';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import * as styles from './expert-request-dialog.css.ts';

interface Props {
  itineraryName: string;
  open: boolean;
  onClose(): void;
  /** The form (the route composes it from the enquiry feature: it goes through the enquiry outbox). */
  children: ReactNode;
}

/** spec §2, §4: the 'PLAN WITH AN EXPERT' modal, open or closed (close button, Escape, backdrop). */
export function ExpertRequestDialog({ itineraryName, open, onClose, children }: Props) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy="expert-title" className={styles.dialog}>
      <div className={styles.body}>
        <div className={styles.header}>
          <h2 id="expert-title" className={styles.title}>Plan “{itineraryName}” with an expert</h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </Dialog>
  );
}
