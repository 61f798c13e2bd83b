import type { Enquiry } from '../../shared/schemas/enquiry.ts';
import type { ExpertRequest } from '../../shared/schemas/expert-request.ts';
import { formatCalendarDay } from '../../shared/format.ts';

/** A WhatsApp chat link to `number` (digits with country code) with `text` pre-filled, URL-encoded. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** spec §4, §7: the enquiry message holds name, preferred date (as a reader writes it), contact and email. */
export function enquiryMessage(enquiry: Enquiry): string {
  return [
    'Hello! I would like to plan a trip.',
    `Name: ${enquiry.name}`,
    `Preferred date: ${formatCalendarDay(enquiry.date)}`,
    `Contact: ${enquiry.contact}`,
    `Email: ${enquiry.email}`,
  ].join('\n');
}

/** spec §7: the expert form's message, word for word. */
export function expertRequestMessage(
  itineraryName: string,
  request: Pick<ExpertRequest, 'name' | 'phone' | 'travelers' | 'travelDate'>,
): string {
  return [
    `Hello, I'd like to plan a trip for the "${itineraryName}" itinerary.`,
    `Name: ${request.name}`,
    `WhatsApp No: ${request.phone}`,
    `No. of Travellers: ${request.travelers}`,
    `Dates of Travel: ${request.travelDate}`,
  ].join('\n');
}
