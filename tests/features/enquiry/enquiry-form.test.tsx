// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/render-route.tsx';
import { EnquiryForm } from '../../../src/features/enquiry/components/enquiry-form.tsx';
import { handOff } from '../../../src/features/enquiry/api/submit-enquiry.ts';
import { useEnquiryDraft } from '../../../src/features/enquiry/stores/enquiry-draft-store.ts';
import { site } from '../../../src/lib/content.ts';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(url: string) => void>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  handOff.navigate = navigate;
  fetchMock.mockReset();
  navigate.mockReset();
  localStorage.clear();
  useEnquiryDraft.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Preferred travel date'), '2027-01-20');
  await user.type(screen.getByLabelText('Phone / WhatsApp number'), '+91 98450 12345');
  await user.type(screen.getByLabelText('E-mail'), 'meera@example.com');
}

it('requires all four fields with the right input types (spec §5)', () => {
  renderWithProviders(<EnquiryForm />);
  expect(screen.getByLabelText('Your name')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Preferred travel date')).toHaveAttribute('type', 'date');
  expect(screen.getByLabelText('Phone / WhatsApp number')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  for (const input of screen.getAllByRole('textbox')) expect(input).toBeRequired();
});

it('shows Submitting..., then the success text, clears the form and opens WhatsApp after 1 s', async () => {
  const user = userEvent.setup();
  let answer!: (r: Response) => void;
  fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  renderWithProviders(<EnquiryForm />);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

  const busy = await screen.findByRole('button', { name: 'Submitting...' });
  expect(busy).toBeDisabled();
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/inquiries/submit');
  expect(JSON.parse(String(init!.body))).toEqual({ name: 'Meera Iyer', date: '2027-01-20', contact: '+91 98450 12345', email: 'meera@example.com' });
  expect(new Headers(init!.headers).get('idempotency-key')).toBeTruthy();

  const answeredAt = Date.now();
  await act(async () => answer(json(201, {})));
  expect(await screen.findByText('Success! Redirecting to WhatsApp...')).toBeInTheDocument();
  expect(screen.getByLabelText('Your name')).toHaveValue('');

  // The hand-over is scheduled after the answer, so it cannot happen before 1000 ms have passed.
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(navigate).not.toHaveBeenCalled();
  await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1), { timeout: 2000 });
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1000);
  const link = new URL(navigate.mock.calls[0]![0]);
  expect(link.origin + link.pathname).toBe(`https://wa.me/${site.chatNumber}`);
  expect(link.searchParams.get('text')).toContain('Name: Meera Iyer\nPreferred date: 20 January 2027\nContact: +91 98450 12345\nEmail: meera@example.com');
});

it('shows the server’s own success message when it sends one', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(json(201, { message: 'Thank you, Meera!' }));
  renderWithProviders(<EnquiryForm />);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(await screen.findByText('Thank you, Meera!')).toBeInTheDocument();
  await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1), { timeout: 2000 });
});

it('keeps what was typed and shows the server message and field errors on a refusal', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(json(400, { message: 'Please check the highlighted fields and try again.', fieldErrors: { email: 'Please enter a valid e-mail address.' } }));
  renderWithProviders(<EnquiryForm />);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(await screen.findByText('Please check the highlighted fields and try again.')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Your name')).toHaveValue('Meera Iyer');
  expect(navigate).not.toHaveBeenCalled();
});

it('falls back to "Failed to send inquiry." when the server sends no message', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(new Response('', { status: 422 }));
  renderWithProviders(<EnquiryForm />);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(await screen.findByText('Failed to send inquiry.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveValue('meera@example.com');
});

it('shows "An unknown error occurred." for a failure that is not an Error', async () => {
  const user = userEvent.setup();
  fetchMock.mockImplementation(() => Promise.reject('socket closed'));
  renderWithProviders(<EnquiryForm />);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(await screen.findByText('An unknown error occurred.', {}, { timeout: 15000 })).toBeInTheDocument();
});
