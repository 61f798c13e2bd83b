import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { prefersReducedMotionNow } from '../../hooks/use-prefers-reduced-motion.ts';
import * as styles from './dialog.css.ts';

export interface DialogProps {
  /** Controlled: the dialog shows while this is true. */
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop (unless `closeOnBackdrop` is false). */
  onClose(): void;
  /** id of the dialog's heading, or a label when it has none. */
  labelledBy?: string;
  label?: string;
  id?: string;
  className?: string;
  /** Seconds of the enter and exit animation (none under prefers-reduced-motion). */
  animationSeconds?: number;
  /** Focused on open instead of the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

type Phase = 'closed' | 'open' | 'closing';

/**
 * The site's one modal dialog, on the native `<dialog>.showModal()`: the browser traps focus, makes
 * the page behind inert and closes on Escape. Focus goes back to the element that opened it, unless
 * the choice that closed it moved focus elsewhere on purpose. Nothing is rendered while closed, so
 * the prerendered page and its first client render agree.
 */
export function Dialog({ open, onClose, labelledBy, label, id, className, animationSeconds = 0.2, initialFocus, closeOnBackdrop = true, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Derived state: opening shows at once; closing plays the exit animation first.
  if (open && phase !== 'open') setPhase('open');
  if (!open && phase === 'open') setPhase('closing');

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (phase === 'open' && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (phase === 'closing') {
      // Leave the top layer now, so a choice that moves focus to the page (a section link) can.
      if (dialog.open) dialog.close();
      const active = document.activeElement;
      if (!active || active === document.body || dialog.contains(active)) opener.current?.focus({ preventScroll: true });
    }
  }, [phase, initialFocus]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('closed'), prefersReducedMotionNow() ? 0 : animationSeconds * 1000);
    return () => clearTimeout(timer);
  }, [phase, animationSeconds]);

  if (phase === 'closed') return null;
  return (
    <dialog
      ref={ref}
      id={id}
      className={`${styles.root} ${className ?? ''}`}
      data-state={phase}
      inert={phase === 'closing'}
      aria-labelledby={labelledBy}
      aria-label={label}
      style={{ animationDuration: `${animationSeconds}s` }}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      // The browser closed it by itself (a form with method="dialog", a second Escape).
      onClose={() => open && onCloseRef.current()}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
