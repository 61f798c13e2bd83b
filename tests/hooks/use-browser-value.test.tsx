// @vitest-environment jsdom
import { useEffect, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { useBrowserValue, useRenderIsHydrating } from '../../src/hooks/use-browser-value.ts';

/** A store the test changes, like the window's width band or the connection. */
function createStore(value: string) {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Store = ReturnType<typeof createStore>;
type Hook = (store: Store) => string;

const useWithBrowserValue: Hook = (store) => useBrowserValue(store.subscribe, store.get, () => 'prerendered');
const useWithSyncExternalStore: Hook = (store) => useSyncExternalStore(store.subscribe, store.get, () => 'prerendered');

/** The value on screen, and a probe whose effect runs with the hydrated page's effects. */
function Page({ store, hook, rendered, onEffects }: { store: Store; hook: Hook; rendered?: string[]; onEffects?: () => void }) {
  const value = hook(store);
  rendered?.push(value);
  useEffect(() => onEffects?.(), [onEffects]);
  return <p>{value}</p>;
}

let roots: Root[] = [];
let containers: HTMLElement[] = [];

beforeAll(() => {
  // Real scheduling, as in the browser: act would flush every update in one go and hide which task it came in.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  roots.forEach((root) => root.unmount());
  containers.forEach((container) => container.remove());
  roots = [];
  containers = [];
});

/** Prerenders the page, hydrates it, and notes what is on screen once the task that runs its effects is over. */
async function hydrate(store: Store, hook: Hook) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page store={store} hook={hook} />);
  document.body.append(container);
  containers.push(container);
  const prerendered = container.textContent;
  const afterEffectsTask: (string | null)[] = [];
  const errors: unknown[] = [];
  // A microtask queued from an effect runs when the task that ran the effects is over.
  const onEffects = () => queueMicrotask(() => afterEffectsTask.push(container.textContent));
  roots.push(hydrateRoot(container, <Page store={store} hook={hook} onEffects={onEffects} />, { onRecoverableError: (error) => errors.push(error) }));
  await waitFor(() => expect(afterEffectsTask).toHaveLength(1));
  return { container, prerendered, afterEffectsTask, errors };
}

describe('useBrowserValue', () => {
  it('prerenders the server value', () => {
    expect(renderToString(<Page store={createStore('mobile')} hook={useWithBrowserValue} />)).toBe('<p>prerendered</p>');
  });

  it('hydrates with the prerendered value and brings the browser value in a later task, not in the task that runs the effects', async () => {
    const { container, prerendered, afterEffectsTask, errors } = await hydrate(createStore('mobile'), useWithBrowserValue);
    expect(prerendered).toBe('prerendered');
    expect(errors).toEqual([]); // the hydration matched the markup
    expect(afterEffectsTask).toEqual(['prerendered']);
    await waitFor(() => expect(container.textContent).toBe('mobile'));
  });

  it('(what it replaces: useSyncExternalStore re-renders in the task that runs the effects)', async () => {
    const { afterEffectsTask, errors } = await hydrate(createStore('mobile'), useWithSyncExternalStore);
    expect(errors).toEqual([]);
    expect(afterEffectsTask).toEqual(['mobile']);
  });

  it('follows the store after hydration', async () => {
    const store = createStore('mobile');
    const { container } = await hydrate(store, useWithBrowserValue);
    await waitFor(() => expect(container.textContent).toBe('mobile'));
    store.set('desktop');
    await waitFor(() => expect(container.textContent).toBe('desktop'));
  });

  it('a component mounted after the page hydrated (a client-side navigation) renders the browser value at once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    const rendered: string[] = [];
    const root = createRoot(container);
    roots.push(root);
    root.render(<Page store={createStore('tablet')} hook={useWithBrowserValue} rendered={rendered} />);
    await waitFor(() => expect(container.textContent).toBe('tablet'));
    expect(rendered.every((value) => value === 'tablet')).toBe(true);
  });
});

describe('useRenderIsHydrating', () => {
  function Probe({ renders }: { renders: boolean[] }) {
    const hydrating = useRenderIsHydrating();
    renders.push(hydrating);
    return <p>{hydrating ? 'hydrating' : 'client'}</p>;
  }

  it('is true in the prerender and while hydrating, and causes no render of its own once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe renders={[]} />);
    document.body.append(container);
    containers.push(container);
    expect(container.textContent).toBe('hydrating');
    const renders: boolean[] = [];
    const errors: unknown[] = [];
    roots.push(hydrateRoot(container, <Probe renders={renders} />, { onRecoverableError: (error) => errors.push(error) }));
    await waitFor(() => expect(renders.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50)); // time for any render after hydration
    expect(errors).toEqual([]);
    expect(renders).toEqual([true]);
  });

  it('is false in a render in the browser that is not a hydration', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    const root = createRoot(container);
    roots.push(root);
    root.render(<Probe renders={[]} />);
    await waitFor(() => expect(container.textContent).toBe('client'));
  });
});
