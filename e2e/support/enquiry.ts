import type { BrowserContext, Page } from '@playwright/test';
import { storedEnquiries, storedExpertRequests } from '../database.ts';

export interface EnquiryValues {
  name: string;
  date: string;
  contact: string;
  email: string;
}

/** A travel date the picker accepts (its `min` is today): 12 March of next year. */
export function nextYearDate(): { value: string; written: string } {
  const year = new Date().getFullYear() + 1;
  return { value: `${year}-03-12`, written: `12 March ${year}` };
}

/** Fills the first enquiry form on the page and returns it. */
export async function fillEnquiry(page: Page, values: EnquiryValues) {
  const form = page.locator('form', { has: page.getByLabel('Your name') }).first();
  await form.getByLabel('Your name').fill(values.name);
  await form.getByLabel('Preferred travel date').fill(values.date);
  await form.getByLabel('Phone / WhatsApp number').fill(values.contact);
  await form.getByLabel('E-mail').fill(values.email);
  return form;
}

/**
 * Answers every wa.me navigation of the context with a stand-in page (no internet here) and records
 * the chat links opened, in order.
 */
export async function interceptWhatsApp(context: BrowserContext): Promise<URL[]> {
  const opened: URL[] = [];
  await context.route('https://wa.me/**', (route) => {
    opened.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>WhatsApp</h1>' });
  });
  return opened;
}

/** Enquiries the server stored for this traveller (each test uses its own name). */
export function storedFor(name: string) {
  return storedEnquiries().filter((row) => row.name === name);
}

/** Expert requests the server stored for this traveller. */
export function expertRequestsFor(name: string) {
  return storedExpertRequests().filter((row) => row.name === name);
}

export const QUEUED_TEXT = "Saved on this phone · will be sent when you're back online";
