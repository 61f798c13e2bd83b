// @vitest-environment jsdom
import { keepEarlyWords, takeEarlyWords } from '../../src/lib/early-words.ts';

let stop = () => {};
afterEach(() => {
  stop();
  takeEarlyWords('enquiry');
  document.body.replaceChildren();
});

/** A prerendered form as the server wrote it: `value` attributes, no `data-live`. */
function prerenderedForm(draft?: string) {
  const form = document.createElement('form');
  if (draft) form.dataset.draft = draft;
  form.innerHTML = '<input name="name" value=""><input name="email" type="email" value=""><input name="agree" type="checkbox"><textarea name="notes"></textarea>';
  document.body.append(form);
  return form;
}

function type(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name) as HTMLInputElement;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

it('keeps words typed into a draft form that is not live yet, the last of each field, and hands them over once', () => {
  stop = keepEarlyWords();
  const form = prerenderedForm('enquiry');
  type(form, 'name', 'Asha');
  type(form, 'name', 'Asha Rao');
  type(form, 'notes', 'Sea view, please');
  form.remove(); // the page a navigation left
  expect(takeEarlyWords('enquiry')).toEqual({ name: 'Asha Rao', notes: 'Sea view, please' });
  expect(takeEarlyWords('enquiry')).toEqual({});
});

it('keeps words already typed into the page when it starts (before the entry script ran)', () => {
  const form = prerenderedForm('enquiry');
  (form.elements.namedItem('email') as HTMLInputElement).value = 'asha@example.com';
  stop = keepEarlyWords();
  expect(takeEarlyWords('enquiry')).toEqual({ email: 'asha@example.com' });
});

it('leaves live forms (their own state has the words) and forms without a draft alone', () => {
  stop = keepEarlyWords();
  const live = prerenderedForm('enquiry');
  live.dataset.live = '';
  type(live, 'name', 'Typed into a live form');
  type(prerenderedForm(), 'name', 'A search, say');
  expect(takeEarlyWords('enquiry')).toEqual({});
});

it('stops keeping once stopped', () => {
  stop = keepEarlyWords();
  stop();
  type(prerenderedForm('enquiry'), 'name', 'Asha');
  expect(takeEarlyWords('enquiry')).toEqual({});
});
