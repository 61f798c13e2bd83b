import type { LayoutMode } from '../../hooks/use-layout-mode.ts';
import { dotCount } from './carousel-math.ts';
import * as styles from './carousel-dots.css.ts';

const MODES: readonly LayoutMode[] = ['mobile', 'tablet', 'desktop'];

interface CarouselDotsProps {
  count: number;
  /** Cards visible per band (spec §9), so each band gets cards − visible + 1 dots. */
  visible: Record<LayoutMode, number>;
  mode: LayoutMode;
  /** False in the prerender and while hydrating, when the band is only the server's guess. */
  modeKnown: boolean;
  index: number;
  onGoTo(index: number): void;
  controls: string;
}

/**
 * spec §9: one dot per reachable index, shown only when there is more than one. Before the band is
 * known, render the most dots any band needs and let CSS hide the surplus per band, so the dots never
 * jump once the real band arrives.
 */
export function CarouselDots({ count, visible, mode, modeKnown, index, onGoTo, controls }: CarouselDotsProps) {
  const dotsIn = (band: LayoutMode) => dotCount(count, visible[band]);
  const rendered = modeKnown ? dotsIn(mode) : Math.max(...MODES.map(dotsIn));
  if (rendered <= 1) return null;
  const hiddenIn = (dots: (band: LayoutMode) => boolean) => (modeKnown ? [] : MODES.filter(dots).map((band) => styles.hiddenIn[band]));
  return (
    <div className={[styles.root, ...hiddenIn((band) => dotsIn(band) <= 1)].join(' ')}>
      {Array.from({ length: rendered }, (_, dot) => (
        <button
          key={dot}
          type="button"
          className={[styles.dot, ...hiddenIn((band) => dot >= dotsIn(band))].join(' ')}
          aria-label={`Go to slide ${dot + 1}`}
          aria-current={dot === index ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onGoTo(dot)}
        />
      ))}
    </div>
  );
}
