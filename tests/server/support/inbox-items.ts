import type { InboxItem } from '../../../server/inbox/inbox-item.ts';

/** An enquiry as stored: received 23 Nov 2026 at 11:23 UTC (16:53 in Bengaluru). */
export const enquiryItem: InboxItem = {
  kind: 'enquiry',
  id: '5b0c3f0e-8a47-4d0e-9d8e-0f6f2a1b7c11',
  receivedAt: '2026-11-23T11:23:00.000Z',
  name: 'अनन्या राव, Bengaluru',
  phone: '+91 98450 12345',
  email: 'ananya@example.com',
  travelDate: '2027-03-12',
  travelers: null,
  itineraryId: null,
  itineraryName: null,
  handledAt: null,
};

export const expertItem: InboxItem = {
  kind: 'expert-request',
  id: '9e4d7a52-1c3b-4f6a-8b2d-3e5f7a9c0d22',
  receivedAt: '2026-11-24T04:05:00.000Z',
  name: 'Ravi Kumar',
  phone: '98450 67890',
  email: null,
  travelDate: '12–18 March 2027',
  travelers: 2,
  itineraryId: 'dubai-skyline-souks-classic',
  itineraryName: 'Skyline & Souks: Classic Dubai',
  handledAt: null,
};
