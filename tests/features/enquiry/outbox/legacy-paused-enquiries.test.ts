import { pausedEnquiriesIn } from '../../../../src/features/enquiry/outbox/legacy-paused-enquiries.ts';

const enquiry = { name: 'Meera Iyer', date: '2027-01-20', contact: '+91 98450 12345', email: 'meera@example.com' };

/** A query-cache blob as the previous build's persister wrote it. */
const blob = (mutations: unknown[]) => JSON.stringify({ buster: '0.1.0-old', timestamp: 1, clientState: { queries: [], mutations } });
const paused = (key: string, submittedAt = 1_790_000_000_000) => ({
  mutationKey: ['enquiries', 'submit'],
  state: { isPaused: true, status: 'pending', submittedAt, variables: { enquiry, idempotencyKey: key } },
});

it('turns each paused enquiry of the old query cache into a queued outbox entry with its own key and time', () => {
  expect(pausedEnquiriesIn(blob([paused('legacy-key-0001')]), 5)).toEqual([
    { key: 'legacy-key-0001', kind: 'enquiry', payload: enquiry, queuedAt: 1_790_000_000_000, status: 'queued', attempts: 0 },
  ]);
});

it('leaves out what was not a paused enquiry, and survives a blob it cannot read', () => {
  const done = { ...paused('legacy-key-0002'), state: { ...paused('legacy-key-0002').state, isPaused: false, status: 'success' } };
  const other = { ...paused('legacy-key-0003'), mutationKey: ['something-else'] };
  expect(pausedEnquiriesIn(blob([done, other]), 5)).toEqual([]);
  expect(pausedEnquiriesIn('{not json', 5)).toEqual([]);
  expect(pausedEnquiriesIn(undefined, 5)).toEqual([]);
});
