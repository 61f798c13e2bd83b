import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { storedEnquiries, storedExpertRequests } from '../database.ts';
import { installWorker } from './service-worker.ts';

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

/** The screens every traveller flow is checked on: a desktop, and a phone at 375 px with touch. */
export const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 720 } } },
  { name: 'phone 375 px', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
] as const;

/** The browser's own today as a date input writes it (YYYY-MM-DD, local time), `days` away. */
export function browserDay(page: Page, days = 0): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);
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

/** A traveller with this name, next year's date, a phone and an e-mail of their own. */
export const traveller = (name: string): EnquiryValues => ({
  name,
  date: nextYearDate().value,
  contact: '+91 98860 55555',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
});

/** The chat text of spec §7 for an enquiry, the date as a reader writes it. */
export const chatText = (v: EnquiryValues) => `Name: ${v.name}\nPreferred date: ${nextYearDate().written}\nContact: ${v.contact}\nEmail: ${v.email}`;

/** Fills the enquiry form and presses Send; returns the form. */
export async function sendEnquiry(page: Page, values: EnquiryValues) {
  const form = await fillEnquiry(page, values);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  return form;
}

/**
 * A traveller on the enquiry page (worker installed) loses the connection, sends, sees it queued and
 * closes the tab at once. Returns the scripts that page ran (its build).
 */
export async function queueOfflineAndClose(context: BrowserContext, values: EnquiryValues): Promise<string[]> {
  const page = await context.newPage();
  await installWorker(page, '/enquire');
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
  await context.setOffline(true);
  const form = await sendEnquiry(page, values);
  await expect(form.getByText(QUEUED_TEXT)).toBeVisible();
  await page.close();
  expect(storedFor(values.name)).toHaveLength(0);
  return scripts;
}

/** The page notice for an enquiry delivered while no form was showing it. */
export const sentNotice = (page: Page) => page.getByRole('region', { name: 'Your enquiries' }).getByText('Your enquiry was sent ✓');

/** Fills the itinerary's expert dialog (one traveller, dates as words) and sends it. */
export async function sendExpertRequest(dialog: Locator, name: string): Promise<void> {
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('WhatsApp number').fill('+91 98450 12345');
  await dialog.getByLabel('Travel dates').fill('12–18 March 2027');
  await dialog.getByRole('button', { name: 'Continue on WhatsApp' }).click();
}
