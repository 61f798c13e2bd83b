// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { create } from 'zustand';
import { loadedWhen } from '../../src/lib/loaded-when.tsx';

const useWanted = create(() => ({ wanted: false }));
const useIsWanted = () => useWanted((s) => s.wanted);

function Sheet({ title }: { title: string }) {
  return <p>{title}</p>;
}

describe('a part of the page loaded when it is wanted', () => {
  beforeEach(() => useWanted.setState({ wanted: false }));

  it('is not in the prerender, and its code is not asked for until it is wanted', async () => {
    const load = vi.fn(async () => Sheet);
    const LazySheet = loadedWhen(load, useIsWanted);
    expect(renderToString(<LazySheet title="Add to Home Screen" />)).toBe('');
    render(<LazySheet title="Add to Home Screen" />);
    expect(load).not.toHaveBeenCalled();

    act(() => useWanted.setState({ wanted: true }));
    expect(await screen.findByText('Add to Home Screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => useWanted.setState({ wanted: false }));
    expect(screen.queryByText('Add to Home Screen')).toBeNull();
    act(() => useWanted.setState({ wanted: true }));
    expect(screen.getByText('Add to Home Screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when its code cannot be loaded, and asks again the next time it is wanted', async () => {
    const load = vi.fn<() => Promise<typeof Sheet>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Sheet);
    const LazySheet = loadedWhen(load, useIsWanted);
    render(<LazySheet title="Add to Home Screen" />);
    await act(async () => useWanted.setState({ wanted: true }));
    expect(screen.queryByText('Add to Home Screen')).toBeNull();
    act(() => useWanted.setState({ wanted: false }));
    act(() => useWanted.setState({ wanted: true }));
    expect(await screen.findByText('Add to Home Screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
