// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Suspense } from 'react';
import { sectionWhenSeen } from '../../../src/components/lazy-section/section-when-seen.tsx';

/** jsdom has no IntersectionObserver: this one lets the test say when the section comes into view. */
class ViewportStub {
  static observers: ViewportStub[] = [];
  observed: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    ViewportStub.observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static scrollTo(element: Element) {
    for (const observer of ViewportStub.observers.filter((o) => o.observed.includes(element))) {
      observer.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

function Story({ title }: { title: string }) {
  return (
    <section id="story">
      <h2>{title}</h2>
    </section>
  );
}

describe('a section whose code loads when seen', () => {
  beforeEach(() => {
    ViewportStub.observers = [];
    vi.stubGlobal('IntersectionObserver', ViewportStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the prerendered markup and loads the code only when the section nears the viewport', async () => {
    const load = vi.fn(async () => Story);
    const Section = sectionWhenSeen('story', load);
    // The prerender's markup: the section inside a completed Suspense boundary.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Story title="Our story" />
      </Suspense>,
    );
    document.body.append(container);
    const prerendered = container.querySelector('h2');

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Section title="Our story" />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Our story' })).toBe(prerendered);

    await act(async () => ViewportStub.scrollTo(container.querySelector('#story')!));
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same element, no second copy.
    expect(screen.getAllByRole('heading', { name: 'Our story' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Our story' })).toBe(prerendered);
    act(() => root!.unmount());
    container.remove();
  });

  it('renders at once where nothing is prerendered, and preload skips the wait', async () => {
    const Section = sectionWhenSeen('story', async () => Story);
    await act(async () => {
      render(<Section title="Plans" />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeInTheDocument();

    const Other = sectionWhenSeen('other', async () => Story);
    await Other.preload();
    render(<Other title="Preloaded" />);
    expect(screen.getByRole('heading', { name: 'Preloaded' })).toBeInTheDocument();
  });
});
