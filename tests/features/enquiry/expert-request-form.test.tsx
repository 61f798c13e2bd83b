// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { ExpertRequestForm } from '../../../src/features/enquiry/components/expert-request-form.tsx';
import { site } from '../../../src/lib/content.ts';
import { json, outboxTestBed, setNavigatorOnline } from './outbox/test-outbox.ts';

const outbox = outboxTestBed();
const { fetchMock, navigate, settle } = outbox;
const ITINERARY = { itineraryId: 'dubai-desert-nights', itineraryName: 'Desert Nights & Skyline Days' };

async function send(words = { name: 'Ravi Kumar', phone: '98450 12345', travelers: '2', travelDate: 'March 2027' }) {
  renderWithProviders(<ExpertRequestForm {...ITINERARY} />);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: words.name } });
  fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: words.phone } });
  fireEvent.change(screen.getByLabelText('Number of travellers'), { target: { value: words.travelers } });
  fireEvent.change(screen.getByLabelText('Travel dates'), { target: { value: words.travelDate } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue on WhatsApp' }));
  await settle();
}

it('has the spec’s four required fields: travellers a number of at least 1, phone a telephone input (spec §5)', () => {
  renderWithProviders(<ExpertRequestForm {...ITINERARY} />);
  expect(screen.getByLabelText('Number of travellers')).toHaveAttribute('type', 'number');
  expect(screen.getByLabelText('Number of travellers')).toHaveAttribute('min', '1');
  expect(screen.getByLabelText('WhatsApp number')).toHaveAttribute('type', 'tel');
  for (const label of ['Name', 'WhatsApp number', 'Number of travellers', 'Travel dates']) expect(screen.getByLabelText(label)).toBeRequired();
});

it('records the request once (POST /api/expert-requests with its key), then opens WhatsApp with the spec §7 text', async () => {
  fetchMock.mockResolvedValue(json(201, { message: 'Success! Redirecting to WhatsApp...', id: 'x1' }));
  await send();
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/expert-requests');
  expect(JSON.parse(String(init!.body))).toEqual({ name: 'Ravi Kumar', phone: '98450 12345', travelers: 2, travelDate: 'March 2027', ...ITINERARY, writtenAt: new Date().toISOString() });
  expect(new Headers(init!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(navigate).toHaveBeenCalledTimes(1);
  const link = new URL(navigate.mock.calls[0]![0]);
  expect(link.origin + link.pathname).toBe(`https://wa.me/${site.chatNumber}`);
  expect(link.searchParams.get('text')).toBe(
    'Hello, I\'d like to plan a trip for the "Desert Nights & Skyline Days" itinerary.\nName: Ravi Kumar\nWhatsApp No: 98450 12345\nNo. of Travellers: 2\nDates of Travel: March 2027',
  );
  expect(await outbox.store().list()).toEqual([]);
});

it('offline: saved on the phone, nothing sent and WhatsApp not opened until it is stored', async () => {
  setNavigatorOnline(false);
  await send();
  expect(screen.getByText("Saved on this phone · will be sent when you're back online")).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
  expect((await outbox.store().list()).map((e) => [e.kind, e.status])).toEqual([['expert-request', 'queued']]);
});

it('refuses what the shared schema refuses, in the traveller’s words, before anything is queued', async () => {
  await send({ name: 'Ravi Kumar', phone: '98450 12345', travelers: '60', travelDate: 'March 2027' });
  expect(screen.getByText('We plan trips for up to 50 travellers here; for a larger group, please write to us.')).toBeInTheDocument();
  expect(screen.getByLabelText('Number of travellers')).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('a refusal by the server brings the words back with its field messages', async () => {
  fetchMock.mockResolvedValue(json(400, { message: 'Please check the highlighted fields and try again.', fieldErrors: { travelDate: 'Please tell us when you would like to travel.' } }));
  await send();
  expect(screen.getByText('Please check the highlighted fields and try again.')).toBeInTheDocument();
  expect(screen.getByText('Please tell us when you would like to travel.')).toBeInTheDocument();
  expect(screen.getByLabelText('Travel dates')).toHaveValue('March 2027');
  expect(screen.getByLabelText('Number of travellers')).toHaveValue(2);
  expect(navigate).not.toHaveBeenCalled();
});
