// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { HtmlContent } from '../../../src/components/html-content/html-content.tsx';
import { markHydratingPrerenderedPage } from '../../../src/components/html-content/prerendered-html.ts';
import { sanitizeHtml } from '../../../src/lib/sanitize.ts';

vi.mock('../../../src/lib/sanitize.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/lib/sanitize.ts')>();
  return { ...real, sanitizeHtml: vi.fn(real.sanitizeHtml) };
});

const HOSTILE = '<p>Sunset at <b>Uluwatu</b><script>alert(1)</script><img src="x.png" alt="" onerror="alert(2)"></p>';
const OTHER = '<p>Rice terraces of <i>Tegallalang</i></p>';

describe('HtmlContent', () => {
  beforeEach(() => vi.mocked(sanitizeHtml).mockClear());

  it('renders HTML without scripts or event handlers', () => {
    const { container } = render(<HtmlContent html={HOSTILE} />);
    expect(container.textContent).toBe('Sunset at Uluwatu');
    expect(container.querySelector('b')?.textContent).toBe('Uluwatu');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('hydrates a prerendered page without sanitising its HTML again, and sanitises what changes after', async () => {
    const serverHtml = renderToString(<HtmlContent html={HOSTILE} />);
    expect(serverHtml).not.toContain('script');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    markHydratingPrerenderedPage();
    vi.mocked(sanitizeHtml).mockClear();
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));

    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <HtmlContent html={HOSTILE} />, { onRecoverableError: (e) => errors.push(e) });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(sanitizeHtml).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);

    await act(async () => root.render(<HtmlContent html={OTHER} />));
    expect(container.textContent).toBe('Rice terraces of Tegallalang');
    // Back to the first text: sanitised and shown again, never left empty.
    await act(async () => root.render(<HtmlContent html={HOSTILE} />));
    expect(container.textContent).toBe('Sunset at Uluwatu');
    expect(container.querySelector('script')).toBeNull();
    await act(async () => root.unmount());
    container.remove();
  });
});
