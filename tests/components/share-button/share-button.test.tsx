// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ShareButton } from '../../../src/components/share-button/share-button.tsx';
import { LINK_COPIED_VISIBLE_MS, SHARE_TEXT } from '../../../src/components/share-button/share-text.ts';

const share = vi.fn<(data: ShareData) => Promise<void>>();
const writeText = vi.fn<(text: string) => Promise<void>>();

function setNavigator({ withShare }: { withShare: boolean }) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: withShare ? share : undefined });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

const pageUrl = () => `${window.location.origin}/itinerary/bali-ubud-uluwatu-honeymoon`;

function renderButton(browser: { withShare: boolean }) {
  setNavigator(browser);
  render(<ShareButton title="Ubud and Uluwatu Honeymoon" text="6 Days / 5 Nights, from ₹1,45,000 per person." path="/itinerary/bali-ubud-uluwatu-honeymoon" />);
  const button = screen.getByRole('button', { name: SHARE_TEXT.button });
  // The click, then the share or clipboard promise it starts, settled.
  const click = () => act(async () => void fireEvent.click(button));
  return { click };
}

beforeEach(() => {
  vi.useFakeTimers();
  share.mockReset().mockResolvedValue(undefined);
  writeText.mockReset().mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

describe('Share (issue 7: Web Share API, else copy the link)', () => {
  it('opens the system share sheet with the title, a line and the page address', async () => {
    const { click } = renderButton({ withShare: true });
    await click();
    expect(share).toHaveBeenCalledWith({ title: 'Ubud and Uluwatu Honeymoon', text: '6 Days / 5 Nights, from ₹1,45,000 per person.', url: pageUrl() });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('does nothing more when the reader closes the share sheet', async () => {
    share.mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const { click } = renderButton({ withShare: true });
    await click();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('without Web Share, copies the link and says "Link copied" for a few seconds', async () => {
    const { click } = renderButton({ withShare: false });
    await click();
    expect(writeText).toHaveBeenCalledWith(pageUrl());
    expect(screen.getByRole('status')).toHaveTextContent(SHARE_TEXT.copied);
    act(() => vi.advanceTimersByTime(LINK_COPIED_VISIBLE_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent(SHARE_TEXT.copied);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('falls back to copying when sharing fails for another reason', async () => {
    share.mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    const { click } = renderButton({ withShare: true });
    await click();
    expect(writeText).toHaveBeenCalledWith(pageUrl());
    expect(screen.getByRole('status')).toHaveTextContent(SHARE_TEXT.copied);
  });

  it('shows the link, selected, to copy by hand when the clipboard is refused', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { click } = renderButton({ withShare: false });
    await click();
    const link = screen.getByRole('textbox', { name: SHARE_TEXT.manual });
    expect(link).toHaveValue(pageUrl());
    expect(link).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
