import { site } from '../../lib/content.ts';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { SiteMain } from '../../components/layout/site-main.tsx';
import { visuallyHidden } from '../../styles/layout.css.ts';
import { HomeSections } from './home-sections.tsx';

interface HomePageProps {
  /**
   * The landing route puts the header inside its hero (and the hero holds the page's h1), so it passes
   * false; /home shows the plain header and a heading for assistive technology.
   */
  withHeader?: boolean;
}

/** The long home page, sections in the order of spec §2. */
export function HomePage({ withHeader = true }: HomePageProps) {
  return (
    <>
      {withHeader && <SiteHeader variant="page" />}
      <SiteMain>
        {withHeader && <h1 className={visuallyHidden}>{`${site.brandName}: ${site.tagline}`}</h1>}
        <HomeSections />
      </SiteMain>
      <SiteFooter />
    </>
  );
}
