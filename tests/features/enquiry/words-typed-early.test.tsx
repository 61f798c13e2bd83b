// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { EnquiryForm } from '../../../src/features/enquiry/components/enquiry-form.tsx';
import { ExpertRequestForm } from '../../../src/features/enquiry/components/expert-request-form.tsx';
import { useEnquiryDraft } from '../../../src/features/enquiry/stores/enquiry-draft-store.ts';
import { keepEarlyWords } from '../../../src/lib/early-words.ts';
import { outboxTestBed } from './outbox/test-outbox.ts';

const { settle } = outboxTestBed();
let stop = () => {};
beforeEach(() => {
  localStorage.clear();
  useEnquiryDraft.getState().clear();
  stop = keepEarlyWords();
});
afterEach(() => stop());

/**
 * The form of a page React is not running yet (a section waiting to hydrate, or the page a slow
 * navigation is leaving), typed into as a traveller would, then gone from the page.
 */
function typeIntoFormNotLiveYet(draft: string, words: Record<string, string>) {
  const form = document.createElement('form');
  form.dataset.draft = draft;
  document.body.append(form);
  for (const [name, value] of Object.entries(words)) {
    const field = Object.assign(document.createElement('input'), { name });
    form.append(field);
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  form.remove();
}

it('the enquiry form of the next page shows the words typed into the page a navigation was leaving', async () => {
  typeIntoFormNotLiveYet('enquiry', { name: 'Asha Rao' });
  renderWithProviders(<EnquiryForm />);
  await settle();
  expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
  // and they are saved with the draft, so a reload keeps them too
  expect(JSON.parse(localStorage.getItem('tbd-enquiry-draft')!).state.draft.name).toBe('Asha Rao');
});

it('words typed early join the draft saved on an earlier visit instead of replacing it', async () => {
  const saved = { name: '', date: '2027-01-20', contact: '+91 98450 12345', email: 'asha@example.com' };
  localStorage.setItem('tbd-enquiry-draft', JSON.stringify({ state: { draft: saved }, version: 0 }));
  typeIntoFormNotLiveYet('enquiry', { name: 'Asha Rao' });
  renderWithProviders(<EnquiryForm />);
  await settle();
  expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
  expect(screen.getByLabelText('Phone / WhatsApp number')).toHaveValue('+91 98450 12345');
  expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.com');
});

it('a field changed before any form rehydrated the draft does not write over the rest of the saved draft', async () => {
  const saved = { name: 'Asha Rao', date: '2027-01-20', contact: '+91 98450 12345', email: 'asha@example.com' };
  localStorage.setItem('tbd-enquiry-draft', JSON.stringify({ state: { draft: saved }, version: 0 }));
  vi.resetModules(); // a page just opened: the draft store has not read the saved draft yet
  const { useEnquiryDraft: freshDraft } = await import('../../../src/features/enquiry/stores/enquiry-draft-store.ts');
  freshDraft.getState().setField('email', 'asha.rao@example.com');
  expect(freshDraft.getState().draft).toEqual({ ...saved, email: 'asha.rao@example.com' });
  expect(JSON.parse(localStorage.getItem('tbd-enquiry-draft')!).state.draft).toEqual({ ...saved, email: 'asha.rao@example.com' });
});

it('the expert form adopts words typed before its itinerary page was live, and only its own fields', async () => {
  typeIntoFormNotLiveYet('expert-request:dubai-desert-nights', { name: 'Ravi Kumar', travelers: '3', itineraryId: 'not-a-field' });
  typeIntoFormNotLiveYet('expert-request:another-trip', { phone: '98450 12345' });
  renderWithProviders(<ExpertRequestForm itineraryId="dubai-desert-nights" itineraryName="Desert Nights & Skyline Days" />);
  await settle();
  expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
  expect(screen.getByLabelText('Number of travellers')).toHaveValue(3);
  expect(screen.getByLabelText('WhatsApp number')).toHaveValue('');
});
