import type { ReactNode } from 'react';
import { ResponsiveImage } from '../image/responsive-image.tsx';
import * as styles from './page-hero.css.ts';

interface PageHeroProps {
  title: ReactNode;
  description?: ReactNode;
  image: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** spec §2 "Generic pieces": a hero with title, description and background image. */
export function PageHero({ title, description, image, eyebrow, children }: PageHeroProps) {
  return (
    <header className={styles.root}>
      <ResponsiveImage image={image} cover priority alt="" />
      <div className={styles.scrim} />
      <div className={styles.content}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
        {children}
      </div>
    </header>
  );
}
