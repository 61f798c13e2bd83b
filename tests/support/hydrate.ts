import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';

/**
 * Puts the server's `html` in the page and hydrates it with `element`, as the browser does with a
 * prerendered page. Returns the container and every recoverable error or console.error (a mismatch
 * shows up as one of them); the caller removes the container.
 */
export async function hydrateServerHtml(html: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  return { container, errors };
}
