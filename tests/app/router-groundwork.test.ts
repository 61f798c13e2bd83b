// @vitest-environment jsdom
import { createBrowserRouter } from 'react-router';
import { layRouterGroundwork } from '../../src/app/router-groundwork.ts';

describe('the router groundwork (issue 9: the router task of start-up stays short)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stamps the history entry and loads session storage, so the router being made does neither', async () => {
    window.history.replaceState(null, '', '/privacy-policy');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    await layRouterGroundwork();
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(getItem).toHaveBeenCalledTimes(1);

    const router = createBrowserRouter([{ path: '*', Component: () => null }]);
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/privacy-policy');
    router.dispose();
  });

  it('keeps what the entry already holds, and leaves an entry the router stamped before alone', async () => {
    window.history.replaceState({ usr: { from: 'search' }, key: 'k1' }, '', '/search');
    await layRouterGroundwork();
    expect(window.history.state).toEqual({ usr: { from: 'search' }, key: 'k1', idx: 0 });

    window.history.replaceState({ usr: null, key: 'k2', idx: 3 }, '', '/itineraries/bali');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    await layRouterGroundwork();
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ usr: null, key: 'k2', idx: 3 });
  });
});
