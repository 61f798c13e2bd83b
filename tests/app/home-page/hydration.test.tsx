// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '../../../src/app/providers.tsx';
import { createQueryClient } from '../../../src/lib/query-client.ts';
import { LandingHero } from '../../../src/app/home-page/landing-hero.tsx';
import { DestinationCarousel } from '../../../src/features/destinations/components/destination-carousel.tsx';
import { DesireSection } from '../../../src/features/themes/components/desire-section.tsx';
import { installBrowserStubs, setViewportWidth } from '../../support/viewport.ts';
import { hydrateServerHtml } from '../../support/hydrate.ts';

beforeEach(() => installBrowserStubs());

function app() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <LandingHero />
            <DestinationCarousel />
            <DesireSection />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return (
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  );
}

describe('prerender and hydration', () => {
  it.each([375, 900, 1280])('the server markup hydrates without a mismatch at %i px', async (width) => {
    setViewportWidth(width);
    const html = renderToString(app());
    // The prerender does not know the width: it renders the most dots any band needs (7) and CSS hides
    // the desktop surplus.
    expect(html.match(/aria-label="Go to slide \d+"/g)).toHaveLength(7);

    const { container, errors } = await hydrateServerHtml(html, app());
    expect(errors).toEqual([]);
    // After hydration the measured band decides.
    expect(container.querySelectorAll('[aria-label^="Go to slide"]')).toHaveLength(width >= 1024 ? 6 : 7);
    container.remove();
  });
});
