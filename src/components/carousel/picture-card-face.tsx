import type { ComponentProps } from 'react';
import { ResponsiveImage } from '../image/responsive-image.tsx';

interface PictureCardFaceProps {
  image: ComponentProps<typeof ResponsiveImage>['image'];
  sizes: string;
  name: string;
  /** The card's own classes for its artwork and name (on picture-card.css.ts). */
  classNames: { image: string; name: string };
  /** On the first screen, behind the hero (ResponsiveImage's `secondary`). */
  secondary?: boolean;
}

/** What a carousel's picture card shows: its artwork (decorative: the name says it) and its name. */
export function PictureCardFace({ image, sizes, name, classNames, secondary = false }: PictureCardFaceProps) {
  return (
    <>
      <ResponsiveImage image={image} alt="" cover sizes={sizes} secondary={secondary} className={classNames.image} />
      <span className={classNames.name}>{name}</span>
    </>
  );
}
