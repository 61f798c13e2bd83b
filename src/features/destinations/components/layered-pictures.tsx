import type { ComponentProps } from 'react';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';

interface Picture {
  image: ComponentProps<typeof ResponsiveImage>['image'];
  sizes: string;
  /** Its frame, and where it lies on the other (the section's styles). */
  className: string;
}

interface LayeredPicturesProps {
  className: string;
  main: Picture;
  over: Picture;
  /** Near enough the top for the browser to fetch them with the first screen: let that paint first. */
  afterFirstPaint?: boolean;
}

/** Two pictures, the second laid over a corner of the first (travel notes, the agency's team). */
export function LayeredPictures({ className, main, over, afterFirstPaint = false }: LayeredPicturesProps) {
  return (
    <div className={className}>
      <div className={main.className}>
        <ResponsiveImage image={main.image} cover sizes={main.sizes} afterFirstPaint={afterFirstPaint} />
      </div>
      <div className={over.className}>
        <ResponsiveImage image={over.image} cover sizes={over.sizes} afterFirstPaint={afterFirstPaint} />
      </div>
    </div>
  );
}
