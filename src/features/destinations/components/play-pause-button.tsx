import * as styles from './play-pause-button.css.ts';

interface PlayPauseButtonProps {
  playing: boolean;
  /** What moves, for the label: 'attractions' → "Pause attractions". */
  subject: string;
  onToggle(): void;
  /** Id of the region the button starts and stops. */
  controls?: string;
  /** `light` on artwork and dark bands, `dark` on light paper. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The visible pause / play control every auto-moving part of the page carries. */
export function PlayPauseButton({ playing, subject, onToggle, controls, tone = 'light', className }: PlayPauseButtonProps) {
  return (
    <button
      type="button"
      className={[styles.button[tone], className].filter(Boolean).join(' ')}
      aria-label={`${playing ? 'Pause' : 'Play'} ${subject}`}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
        {playing ? <path d="M8 5h3v14H8zM13 5h3v14h-3z" /> : <path d="M8 5l11 7-11 7z" />}
      </svg>
      <span aria-hidden="true">{playing ? 'Pause' : 'Play'}</span>
    </button>
  );
}
