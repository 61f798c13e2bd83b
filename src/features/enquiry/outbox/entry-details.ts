import { paths } from '../../../../shared/config/paths.ts';
import { site } from '../../../lib/content.ts';
import { enquiryMessage, expertRequestMessage, whatsappLink } from '../../../lib/whatsapp.ts';
import { formatCalendarDay } from '../../../../shared/format.ts';
import type { OutboxEntry } from './outbox-entry.ts';

/**
 * Which form an entry belongs to: the enquiry form (any page), or the expert form of one itinerary.
 * That form shows the entry it sent; the page notice shows the others.
 */
export function formSlotOf(entry: OutboxEntry): string {
  return entry.kind === 'expert-request' ? expertFormSlot((entry as OutboxEntry<'expert-request'>).payload.itineraryId) : 'enquiry';
}
export const expertFormSlot = (itineraryId: string) => `expert-request:${itineraryId}`;

/** The WhatsApp chat an entry continues in once the agency has it (spec §7: each kind's own message). */
export function chatLinkFor(entry: OutboxEntry): string {
  if (entry.kind === 'expert-request') {
    const { itineraryName, ...request } = (entry as OutboxEntry<'expert-request'>).payload;
    return whatsappLink(site.chatNumber, expertRequestMessage(itineraryName, request));
  }
  return whatsappLink(site.chatNumber, enquiryMessage((entry as OutboxEntry<'enquiry'>).payload));
}

/** The page whose form takes a refused entry's words back. */
export function formPathFor(entry: OutboxEntry): string {
  if (entry.kind === 'expert-request') return paths.itinerary.href((entry as OutboxEntry<'expert-request'>).payload.itineraryId);
  return paths.enquire.href();
}

/** One line that tells the traveller which of their requests this is. */
export function summaryOf(entry: OutboxEntry): string {
  if (entry.kind === 'expert-request') {
    const request = (entry as OutboxEntry<'expert-request'>).payload;
    return `Plan “${request.itineraryName}” with an expert · ${request.name} · ${request.travelDate}`;
  }
  const enquiry = (entry as OutboxEntry<'enquiry'>).payload;
  return `Enquiry · ${enquiry.name} · ${formatCalendarDay(enquiry.date)}`;
}
