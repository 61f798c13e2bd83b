// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { EnquiryForm } from '../../../src/features/enquiry/components/enquiry-form.tsx';
import { useEnquiryDraft } from '../../../src/features/enquiry/stores/enquiry-draft-store.ts';
import { SEND_TIMEOUT_MS } from '../../../src/features/enquiry/outbox/outbox-entry.ts';
import { useOutboxView } from '../../../src/features/enquiry/outbox/outbox-view-store.ts';
import { site } from '../../../src/lib/content.ts';
import { json, outboxTestBed, setNavigatorOnline } from './outbox/test-outbox.ts';

const outbox = outboxTestBed();
const { fetchMock, navigate, settle } = outbox;

beforeEach(() => {
  localStorage.clear();
  useEnquiryDraft.getState().clear();
});

// fireEvent rather than userEvent: Testing Library's async wrapper waits on a real setTimeout that
// vitest's fake timers would never fire.
function fillForm(phone = '+91 98450 12345') {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Your name', 'Meera Iyer');
  type('Preferred travel date', '2027-01-20');
  type('Phone / WhatsApp number', phone);
  type('E-mail', 'meera@example.com');
}

async function send(phone?: string) {
  renderWithProviders(<EnquiryForm />);
  fillForm(phone);
  fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
  await settle();
}

it('requires all four fields with the right input types (spec §5)', () => {
  renderWithProviders(<EnquiryForm />);
  expect(screen.getByLabelText('Your name')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Preferred travel date')).toHaveAttribute('type', 'date');
  expect(screen.getByLabelText('Phone / WhatsApp number')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  for (const input of screen.getAllByRole('textbox')) expect(input).toBeRequired();
});

it('does not offer a travel date before today (the device’s own date)', () => {
  vi.setSystemTime(new Date(2027, 1, 3, 23, 30));
  renderWithProviders(<EnquiryForm />);
  expect(screen.getByLabelText('Preferred travel date')).toHaveAttribute('min', '2027-02-03');
});

it('shows Submitting..., then the success text, clears the form and opens WhatsApp after 1 s', async () => {
  let answer!: (r: Response) => void;
  fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  await send();

  const busy = screen.getByRole('button', { name: 'Submitting...' });
  expect(busy).toBeDisabled();
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/inquiries/submit');
  // writtenAt: when Send was pressed (the clock has not moved), so the server judges the date by that day.
  expect(JSON.parse(String(init!.body))).toEqual({ name: 'Meera Iyer', date: '2027-01-20', contact: '+91 98450 12345', email: 'meera@example.com', writtenAt: new Date().toISOString() });
  expect(new Headers(init!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);

  const answeredAt = Date.now();
  answer(json(201, {}));
  await settle();
  expect(screen.getByText('Success! Redirecting to WhatsApp...')).toBeInTheDocument();
  expect(screen.getByLabelText('Your name')).toHaveValue('');

  // The hand-over is scheduled after the answer, so it cannot happen before 1000 ms have passed.
  await settle(999);
  expect(navigate).not.toHaveBeenCalled();
  await settle(1);
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1000);
  const link = new URL(navigate.mock.calls[0]![0]);
  expect(link.origin + link.pathname).toBe(`https://wa.me/${site.chatNumber}`);
  expect(link.searchParams.get('text')).toContain('Name: Meera Iyer\nPreferred date: 20 January 2027\nContact: +91 98450 12345\nEmail: meera@example.com');
  // Handed over: nothing is left for the next visit to offer again.
  expect(await outbox.store().list()).toEqual([]);
});

it('shows the server’s own success message when it sends one', async () => {
  fetchMock.mockResolvedValue(json(201, { message: 'Thank you, Meera!' }));
  await send();
  expect(screen.getByText('Thank you, Meera!')).toBeInTheDocument();
  await settle(1000);
  expect(navigate).toHaveBeenCalledTimes(1);
});

it('keeps what was typed and shows the server message and field errors on a refusal', async () => {
  fetchMock.mockResolvedValue(json(400, { message: 'Please check the highlighted fields and try again.', fieldErrors: { email: 'Please enter a valid e-mail address.' } }));
  await send();
  expect(screen.getByText('Please check the highlighted fields and try again.')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Your name')).toHaveValue('Meera Iyer');
  expect(screen.getByLabelText('Your name')).not.toHaveAttribute('readonly');
  expect(navigate).not.toHaveBeenCalled();
  expect(await outbox.store().list()).toEqual([]);
});

it('falls back to "Failed to send inquiry." when the server sends no message', async () => {
  fetchMock.mockResolvedValue(new Response('', { status: 422 }));
  await send();
  expect(screen.getByText('Failed to send inquiry.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveValue('meera@example.com');
});

it('shows "An unknown error occurred." for a failure that is not an Error, and keeps the enquiry queued', async () => {
  fetchMock.mockImplementation(() => Promise.reject('socket closed'));
  await send();
  expect(screen.getByText('An unknown error occurred.')).toBeInTheDocument();
  expect(screen.getByText("Saved on this phone · will be sent when you're back online")).toBeInTheDocument();
  expect((await outbox.store().list()).map((e) => e.status)).toEqual(['queued']);
});

it('refuses what the shared schema refuses before anything is queued or sent', async () => {
  await send('12');
  expect(screen.getByText('Please check the highlighted fields and try again.')).toBeInTheDocument();
  expect(screen.getByText('Please enter a phone number with 7 to 15 digits.')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(await outbox.store().list()).toEqual([]);
});

it('offline: says the enquiry is saved on this phone, then sends it once the connection returns', async () => {
  setNavigatorOnline(false);
  fetchMock.mockResolvedValue(json(201, { message: 'Thank you, Meera!' }));
  await send();
  expect(screen.getByText("Saved on this phone · will be sent when you're back online")).toBeInTheDocument();
  expect(screen.getByText(/Waiting for a connection/)).toBeInTheDocument();
  expect(screen.getByLabelText('Your name')).toHaveValue('Meera Iyer');
  expect(fetchMock).not.toHaveBeenCalled();

  setNavigatorOnline(true);
  act(() => void window.dispatchEvent(new Event('online')));
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Thank you, Meera!')).toBeInTheDocument();
  await settle(1000);
  expect(navigate).toHaveBeenCalledTimes(1);
});

it('a request that hangs is abandoned, kept queued, and sent again later with the same key', async () => {
  fetchMock.mockImplementationOnce((_url, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
  fetchMock.mockResolvedValueOnce(json(201, {}));
  await send();
  expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

  await settle(SEND_TIMEOUT_MS);
  expect(screen.getByText("Saved on this phone · will be sent when you're back online")).toBeInTheDocument();
  expect(screen.getByText('Failed to send inquiry.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);

  await settle(2000); // the first back-off
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(screen.getByText('Success! Redirecting to WhatsApp...')).toBeInTheDocument();
  const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('idempotency-key'));
  expect(keys[1]).toBe(keys[0]);
});

it('where the browser keeps no storage, it says so instead of "saved on this phone"', async () => {
  setNavigatorOnline(false);
  useOutboxView.getState().setDurable(false);
  await send();
  expect(screen.getByText("Waiting to be sent · this browser won't keep it, so please keep this page open until you're back online")).toBeInTheDocument();
  expect(screen.queryByText("Saved on this phone · will be sent when you're back online")).toBeNull();
});
