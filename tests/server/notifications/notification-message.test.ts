import { notificationMessage, webhookPayload } from '../../../server/notifications/notification-message.ts';
import { travellerChatNumber } from '../../../server/inbox/inbox-item.ts';
import { enquiryItem, expertItem } from '../support/inbox-items.ts';

const siteUrl = 'https://www.taleweave.example/';

it('tells the agency everything it needs to act on an enquiry', () => {
  expect(notificationMessage(enquiryItem, { siteUrl })).toEqual({
    subject: 'New enquiry: अनन्या राव, Bengaluru, travelling 12 March 2027',
    adminUrl: `https://www.taleweave.example/admin/enquiries/${enquiryItem.id}`,
    text: [
      'Enquiry received 23 Nov 2026, 16:53 IST',
      '',
      'Name: अनन्या राव, Bengaluru',
      'Phone: +91 98450 12345',
      'E-mail: ananya@example.com',
      'Preferred date: 12 March 2027',
      'Reply on WhatsApp: https://wa.me/919845012345',
      '',
      `Open it in the inbox: https://www.taleweave.example/admin/enquiries/${enquiryItem.id}`,
    ].join('\n'),
  });
});

it('tells the agency which itinerary an expert request is about', () => {
  const message = notificationMessage(expertItem, { siteUrl: '' });
  expect(message.subject).toBe('New expert request: Ravi Kumar, Skyline & Souks: Classic Dubai (2 travellers)');
  expect(message.text.split('\n')).toEqual([
    'Expert request received 24 Nov 2026, 09:35 IST',
    '',
    'Itinerary: Skyline & Souks: Classic Dubai (dubai-skyline-souks-classic)',
    'Name: Ravi Kumar',
    'WhatsApp: 98450 67890',
    'Travellers: 2',
    'Travel dates: 12–18 March 2027',
    'Reply on WhatsApp: https://wa.me/919845067890',
    '',
    `Open it in the inbox: /admin/expert-requests/${expertItem.id}`,
  ]);
  expect(notificationMessage({ ...expertItem, travelers: 1 }, { siteUrl }).subject).toBe(
    'New expert request: Ravi Kumar, Skyline & Souks: Classic Dubai (1 traveller)',
  );
});

it('gives the webhook the facts as fields and the same text', () => {
  expect(webhookPayload({ id: 'n-1', item: expertItem }, { siteUrl })).toEqual({
    event: 'expert-request.received',
    notificationId: 'n-1',
    kind: 'expert-request',
    id: expertItem.id,
    receivedAt: '2026-11-24T04:05:00.000Z',
    name: 'Ravi Kumar',
    phone: '98450 67890',
    email: null,
    travelDate: '12–18 March 2027',
    travelDateText: '12–18 March 2027',
    travelers: 2,
    itinerary: { id: 'dubai-skyline-souks-classic', name: 'Skyline & Souks: Classic Dubai' },
    adminUrl: `https://www.taleweave.example/admin/expert-requests/${expertItem.id}`,
    subject: notificationMessage(expertItem, { siteUrl }).subject,
    text: notificationMessage(expertItem, { siteUrl }).text,
  });
});

it.each([
  ['+91 98450 12345', '919845012345'],
  ['98450 12345', '919845012345'],
  ['098450 12345', '919845012345'],
  ['+44 20 7946 0958', '442079460958'],
  ['0044 20 7946 0958', '442079460958'],
  ['(011) 2345-6789', null],
  ['4123 4567', null],
])('opens a WhatsApp chat with %s as %s', (phone, expected) => {
  expect(travellerChatNumber(phone)).toBe(expected);
});
