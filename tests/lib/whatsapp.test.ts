import { enquiryMessage, expertRequestMessage, whatsappLink } from '../../src/lib/whatsapp.ts';

it('builds a wa.me link with the message URL-encoded', () => {
  const link = whatsappLink('919000000001', 'Hi & welcome?\nLine two');
  expect(link).toBe('https://wa.me/919000000001?text=Hi%20%26%20welcome%3F%0ALine%20two');
  expect(decodeURIComponent(new URL(link).searchParams.get('text')!)).toBe('Hi & welcome?\nLine two');
});

it('puts name, preferred date (as a reader writes it), contact and email in the enquiry message (spec §4)', () => {
  const text = enquiryMessage({ name: 'Meera Iyer', date: '2027-01-20', contact: '+91 98450 12345', email: 'meera@example.com' });
  expect(text.split('\n')).toEqual([
    'Hello! I would like to plan a trip.',
    'Name: Meera Iyer',
    'Preferred date: 20 January 2027',
    'Contact: +91 98450 12345',
    'Email: meera@example.com',
  ]);
});

it('words the expert request exactly as spec §7 gives it', () => {
  const text = expertRequestMessage('Desert Nights & Skyline Days', { name: 'Ravi', phone: '9845012345', travelers: 2, travelDate: 'March 2027' });
  expect(text).toBe(
    'Hello, I\'d like to plan a trip for the "Desert Nights & Skyline Days" itinerary.\nName: Ravi\nWhatsApp No: 9845012345\nNo. of Travellers: 2\nDates of Travel: March 2027',
  );
});
