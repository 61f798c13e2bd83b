import type { ComponentProps } from 'react';
import { ResponsiveImage } from '../image/responsive-image.tsx';

interface PictureCardFaceProps {
  image: ComponentProps<typeof ResponsiveImage>['image'];
  sizes: string;
  name: string;
  /** The card's own classes for its artwork and name (on picture-card.css.ts). */
  classNames: { image: string; name: string };
  /**
   * On the first screen, behind the hero: asked for at low priority, and only once the first screen
   * has painted (ResponsiveImage's `secondary` and `afterFirstPaint`).
   */
  secondary?: boolean;
}

/** What a carousel's picture card shows: its artwork (decorative: the name says it) and its name. */
export function PictureCardFace({ image, sizes, name, classNames, secondary = false }: PictureCardFaceProps) {
  return (
    <>
      <ResponsiveImage image={image} alt="" cover sizes={sizes} secondary={secondary} afterFirstPaint={secondary} className={classNames.image} />
      <span className={classNames.name}>{name}</span>
    </>
  );
}
